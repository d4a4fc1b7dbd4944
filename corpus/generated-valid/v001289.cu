// cudagen 0.1 seed 1289 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,builtin_vars,grid_stride_loop,main,device_var,shared_var,static_shared,extern_shared,constexpr_var,struct,enum_class,if,for,pragma_unroll,switch,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_float,lit_char,lit_nullptr,cast_c,sizeof,macro_function,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 13
#else
#define TUNE_4 21
#endif
#if TUNE_4 % 2 == 0 || TUNE_4 < 4
#define CONFIG_5 1
#elif TUNE_4 < 0
#error unreachable configuration
#else
#define CONFIG_5 13
#endif

__global__ void combine6_kernel(int *out7, int lane8, unsigned short *data9) {
    extern __shared__ unsigned dyn_10[];
    int gid11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid11 >= lane8) {
        return;
    }
    (--(*out7), ((*data9) = warpSize));
    if (TUNE_4 == (blockDim.x - out7[2])) {
        return;
    }
    static __shared__ double sh_12[32];
    dyn_10[blockDim.x] = sh_12[15];
}
// Computes one element per thread.

struct Span13 {
    long long flag14;
    int y15;
    double hi16;
};

struct Stats17 {
    float mass18;
    int hi19;
};

__global__ void combine20_kernel(unsigned long *acc21, unsigned char *acc22) {
    unsigned i23 = (blockIdx.x * blockDim.x) + threadIdx.x;
    #pragma unroll 8
    for (int it24 = (blockIdx.x * blockDim.x) + threadIdx.x; it24 < 15; it24 += blockDim.x * gridDim.x) {
        ++acc22[0x5];
    }
    float idx25 = 076;
    static __shared__ float sh_26;
}
enum class Color27 { On28, Slow29 };
static __device__ Stats17 d_sift30;

int main() {
    int size31 = 1859;
    combine20_kernel<<<dim3(0x1 << 9), 1 << 7, sizeof(double) * 64>>>(nullptr, nullptr);
    long k32 = CONFIG_5;
    switch (size31) {
    case 10:
        break;
    case (4): {
        float cnt33 = 22.375F;
        size31++;
        break;
    }
    default:
        size31 = (LOW_BITS_1(k32) * k32) % k32;
        break;
    }
    combine6_kernel<<<dim3((k32 + 127) / 128, (size31 + 0x7f) / 0200), CONFIG_5 + 0xf3>>>(&size31, ('a' & size31), (unsigned short*)nullptr);
    return 0;
}
