// cudagen 0.1 seed 848 valid
// features: kernel,launch,builtin_vars,host_device_function,host_function,main,device_array,shared_var,static_shared,constexpr_var,const_local,if,if_init,range_for,static_assert,ternary,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_char,lit_char_escape,lit_string,lit_string_prefix,lit_nullptr,cast_c,sizeof,macro_object,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 3
#define NUM_ITERS_2 5
#define RADIUS_3 4
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifdef USE_FAST_PATH_5
#define TUNE_6 13
#else
#define TUNE_6 45
#endif
static __device__ float d_scatter7[32];

__host__ __device__ void pack8(unsigned int *out9, int stride10) {
    stride10 = ((+out9[5]) - 54L) + ((9 - stride10) - (stride10 & '0'));
    ++stride10;
    int hi11 = stride10;
    double diff12 = NUM_ITERS_2;
    if (!(stride10 != out9[hi11 & 0x7])) {
        int acc13 = ((diff12 >= NUM_ITERS_2) ? (stride10 + stride10) : 20) >> hi11;
        if (((int)diff12) != 17) {
            return;
        }
    }
}

__global__ void apply14_kernel(double cfg15, int *out16) {
    int i17 = (blockIdx.x * blockDim.x) + threadIdx.x;
    char f18 = ((!(BLOCK_SIZE_1 >= i17)) ? (d_scatter7[21] / 127) : cfg15) * ((*out16) % ((*out16) & TUNE_6));
    static_assert(19 > 18, "tile must fit");
    const unsigned x19 = 4382;
    d_scatter7[23]++;
}
/* Returns the accumulated value. */

__global__ void relax20_kernel(float beta21, const unsigned int *input22, float *acc23, int *out24) {
    int gid25 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (unsigned int diff26 = threadIdx.x | ((blockIdx.y * (*out24)) << ((out24[blockDim.x] <= gid25) ? input22[gid25] : input22[gid25 & 0x7])); gid25 >= gid25) {
        int z27 = ((5 & blockDim.y) + input22[7]) - d_scatter7[threadIdx.y & 31];
        if ((-z27) < diff26) {
            beta21--;
        }
    }
    for (auto z28 : d_scatter7) {
        int z29(*input22);
        beta21 = acc23[gid25];
    }
}

inline unsigned char run_kick30(int stride31) {
    stride31 = ((39lu | stride31) - ((unsigned char)stride31)) + stride31;
    --stride31;
    const char *f32 = u8"ok";
    if ((32 >= stride31) && (f32[1] >= sizeof(unsigned int))) {
        relax20_kernel<<<0x1 << 3, 32>>>(stride31, (const unsigned*)nullptr, nullptr, &stride31);
    }
    int r33 = stride31;
    if ((r33 != stride31) || (f32[1] < r33)) {
        return stride31;
    }
    return TUNE_6;
}

__global__ void smooth34_kernel(short a35) {
    int tid36 = (blockIdx.x * blockDim.x) + threadIdx.x;
    a35 = 24;
    if (a35 != (warpSize - 24)) {
        return;
    }
    d_scatter7[a35 & 31] = (threadIdx.x) | (tid36);
    static __shared__ double sh_37[64];
    d_scatter7[30] = d_scatter7[7];
}

int main() {
    int size38 = 3375;
    unsigned int mid39 = size38;
    size38 = mid39;
    mid39 = ((size38 >> mid39) - mid39) << mid39;
    float u40 = ~(size38 / size38);
    apply14_kernel<<<(mid39 + 127) / 128, 0x200>>>(u40, nullptr);
    smooth34_kernel<<<(size38 + 255) / 0x100, RADIUS_3 + 60>>>(24U);
    return 0;
}
