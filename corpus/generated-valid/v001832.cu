// cudagen 0.1 seed 1832 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,main,constant_var,shared_var,shared_2d,constexpr_var,if,for,pragma_unroll,while,goto,nested_block,ternary,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,sizeof,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifdef USE_FAST_PATH_2
#define TUNE_3 5
#else
#define TUNE_3 64
#endif
#if TUNE_3 == 64
#define CONFIG_4 3
#elif TUNE_3 < 0
#error unreachable configuration
#else
#define CONFIG_4 29
#endif

template <typename T, int N>
__global__ void __launch_bounds__(1024) grow5(T b6) {
    unsigned int gid7 = (blockIdx.x * blockDim.x) + threadIdx.x;
    __shared__ long long sh_8[3][5];
    if (threadIdx.y != (gid7 + blockIdx.x)) {
        goto finish9;
    }
    if ((threadIdx.z + 2) >= sh_8[blockDim.y][threadIdx.y]) {
        return;
    }
    (++sh_8[2][blockIdx.x], (b6 = T(gid7)));
finish9:;
}

__global__ void smooth10(int len11, int n12) {
    unsigned int i13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    unsigned t14(0xbUL);
    {
        int pass15 = 0;
        while (pass15 < 13) {
            n12 = ((n12 / i13) == t14) ? ((pass15) ? (threadIdx.x + t14) : (sizeof(long long) - len11)) : ((u8'#' - t14) * (~blockDim.x));
            constexpr float off16 = 13.5f;
            ++pass15;
        }
    }
}
__constant__ int c_fuse17 = 58;

__global__ void __launch_bounds__(CONFIG_4 + (CONFIG_4 + 26), 2) scale18_kernel(unsigned long long* out19, float q20, float* acc21) {
    int i22 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (*out19) = ((3536 ^ (*out19)) << (3 - c_fuse17)) - blockIdx.y;
    q20 = 0x36 >> (c_fuse17 + (c_fuse17 << out19[threadIdx.x & 7]));
    float prod23 = (blockDim.x);
    #pragma unroll 8
    for (int it24 = (blockIdx.x * blockDim.x) + threadIdx.x; it24 < i22; it24 += blockDim.x * gridDim.x) {
        constexpr float f25 = 015;
        constexpr unsigned char sum26 = '#';
        float x27 = sizeof(double);
    }
}

int main() {
    int size28 = 1165;
    unsigned int mid29 = (size28 < size28) ? (~size28) : (((size28 + size28) >= size28) ? (48 % size28) : size28);
    size28 = size28;
    mid29 = mid29;
    grow5<unsigned, (CONFIG_4 + 1)><<<CONFIG_4 + 125, sizeof(unsigned int) * (CONFIG_4 + (CONFIG_4 + 2)), 0>>>(mid29);
    smooth10<<<(size28 + 31) / 32, 1 << 8, (TUNE_3 + (CONFIG_4 + (CONFIG_4 + (TUNE_3 + (TUNE_3 + 826))))), (cudaStream_t)0>>>((mid29 += size28, (CONFIG_4 * size28)), (TUNE_3 + mid29) * (15u * mid29));
    scale18_kernel<<<1, (64)>>>(nullptr, size28 + 18.375f, (float*)nullptr);
    return 0x0;
}
