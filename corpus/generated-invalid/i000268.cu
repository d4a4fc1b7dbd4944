// cudagen 0.1 seed 268 invalid:stray_token
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,host_device_function,device_template_function,constexpr_function,main,constant_var,shared_var,extern_shared,constexpr_var,local_array,const_local,if,while,static_assert,ternary,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_statement,pp_undef,comments
#include "prelude.cuh"

#define NUM_ITERS_1 8
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#undef NUM_ITERS_1
#define NUM_ITERS_1 48

template <class T>
__global__ void score3_kernel(T *data4, float *acc5) {
    extern __shared__ int dyn_6[];
    int idx7 = threadIdx.x;
    (*data4)--;
    dyn_6[gridDim.x] = 8;
    acc5[idx7]--;
    int y8 = (!((dyn_6[warpSize] >= acc5[gridDim.x]) && (dyn_6[4] < '\101'))) ? (51 * (-idx7)) : ((idx7 >> dyn_6[threadIdx.y]) * NUM_ITERS_1);
    acc5[1] = 8.5f;
    long long hi9 = 844UL;
    (*data4)++;
}
/* Computes one element per thread. */

constexpr __host__ __device__ int pivot10(int count11, int n12) {
    count11 = n12;
    return short(51) % ((n12 - count11) - count11);
}

template <typename T, typename U>
__device__ __noinline__ T combine13(T q14, unsigned long long p15) {
    int iter16 = 0;
    while (iter16 < 0x6) {
        float f17{9.0f};
        ++iter16;
    }
    static_assert(0xf == 15);
    q14 = 37;
    if ((p15 != iter16) && (59 > p15))
        return q14;
    q14 = NUM_ITERS_1;
    return 0b111001 * (q14 - 18.125F);
}
__constant__ float c_merge18 = 13.25F;

template <typename T, int N>
__global__ void tally19_kernel(T q20, int n21, unsigned char *buf22) {
    unsigned int idx23 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx23 >= n21)
        return;
    unsigned cnt24 = (idx23 + 'z') - threadIdx.x;
    ACCUM_2(n21, (((cnt24 <= 5lu) ? (cnt24 / N) : q20) - 5));
    const char sum25 = ((!(buf22 == nullptr)) ? 64 : 0UL) - n21;
    T *tmp26 = &q20;
    n21 = (idx23 << 7) / q20;
}

__global__ void rank27_kernel(short int p28, bool p29, int n30, int stride31) {
    int tid32 = threadIdx.x;
    n30 = blockIdx.x;
    bool mid33 = p29;
    p28 = -53;
    constexpr unsigned int base34 = 0x1f;
    if (52 < threadIdx.z)
        return;
    if ((p28 + 21ul) <= 0x13)
        return;
    int acc35[8] = {};
}
/* Layout: row-major, no padding. */

constexpr __host__ __device__ int pivot36(int count37, int lane38) {
    --lane38;
    lane38 = (count37) * (count37 + NUM_ITERS_1 + 017);
    return (count37);
}
__constant__ bool c_norm39 = 1;

template <typename T, typename U>
__device__ unsigned int weigh40(const T *coef41, int len42) {
    len42 = -NUM_ITERS_1;
    len42--;
    U flag43{static_cast<U>((4.25f))};
    const T flag44 = len42 + ((c_norm39 / 4.125F) + (46 + c_norm39));
    return c_merge18;
}
int stray46(int x) )
{
    return x;
}

int main(void) {
    int size45 = 0x6f8;
    size45 = (size45) - (size45 + 28U);
    ACCUM_2(size45, (size45));
    score3_kernel<float><<<dim3(0x8 * 010), 1 << 0b110, sizeof(float) * 0x40, 0>>>((float*)nullptr, nullptr);
    tally19_kernel<double, 4><<<sizeof(int) * (NUM_ITERS_1 + 0x10), dim3(NUM_ITERS_1 + 464), sizeof(float) * 128, (cudaStream_t)0>>>(0x1Alu, size45 - 055lu, nullptr);
    rank27_kernel<<<0x20, 0x20>>>(size45 - size45, (size45 - 1) / (NUM_ITERS_1 + size45), size45, (59));
    return 0b0;
}
