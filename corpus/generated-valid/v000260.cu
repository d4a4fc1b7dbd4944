// cudagen 0.1 seed 260 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,host_device_function,main,shared_var,extern_shared,constexpr_var,auto_var,if,for,pragma_unroll,static_assert,ternary,compound_assign,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,macro_paste,pp_ifdef,comments
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define CAT_2(a, b) a##b

#ifdef USE_FAST_PATH_3
#define TUNE_4 6
#else
#define TUNE_4 19
#endif
static_assert((0b111 * 5) == 35);
// NOTE: keep in sync with the host reference.

__host__ __device__ unsigned long long bump5(int lane6)
{
    double cnt7 = TUNE_4;
    double y8 = lane6;
    constexpr int diff9 = 0x26;
    return TUNE_4;
}

inline __host__ __device__ double blend10(float b11)
{
    int x12{int(b11)};
    x12 -= b11;
    return 5.5;
}

__global__ void warp13(double *acc14, int len15, int count16, const long *in17)
{
    int tid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid18 >= count16)
        return;
    (*acc14) = warpSize;
    #pragma unroll 8
    for (int i19 = (blockIdx.x * blockDim.x) + threadIdx.x; i19 < 4; i19 += blockDim.x * gridDim.x) {
        if (in17[0x1] == 3)
            continue;
    }
    len15--;
    if (acc14[len15] < ((*in17) * 42UL))
        return;
}

__host__ __device__ signed char march20(int len21, size_t cfg22)
{
    constexpr int z23 = (5);
    auto tmp24 = len21 > (1 * len21);
    cfg22--;
    return (static_cast<unsigned short>(47) * MIN2_1(CAT_2(len, 21), CAT_2(cfg, 22))) + ((cfg22 + len21) * TUNE_4);
}

template <class T, int N>
__global__ void lerp25_kernel(T *buf26, int n27, long long a28, int count29)
{
    extern __shared__ unsigned int dyn_30[];
    int idx31 = (blockIdx.x * blockDim.x) + threadIdx.x;
    for (int j32 = 0x0; j32 < idx31; j32++) {
        if (((buf26[1] != 29U) ? 7l : 4789) <= 22)
            return;
    }
    --n27;
    T m33 = dyn_30[0x2];
    int f34 = T(16.25 - n27) + threadIdx.x;
}

int main()
{
    int size35 = 1834;
    lerp25_kernel<int, 3><<<dim3(TUNE_4 + 13), dim3(2), (TUNE_4 + 237) * 4>>>(static_cast<int*>(nullptr), size35, (2213 / size35) - (TUNE_4 + size35), ((42l >= CAT_2(size, 35)) ? 1 : TUNE_4) * (6 - size35));
    size35 = (size35 + (size35 * 21)) * size35;
    warp13<<<dim3(1, (size35 + 31) / 32), TUNE_4 + (TUNE_4 + 26), sizeof(int) * 128, nullptr>>>((double*)nullptr, size35, (4 * size35) - 35, (const long*)nullptr);
    return 0;
}
