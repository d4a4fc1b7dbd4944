// cudagen 0.1 seed 677 invalid:missing_type_specifier
// features: kernel,launch,builtin_vars,host_function,constexpr_function,main,constexpr_var,auto_var,if,if_init,for,pragma_unroll,compound_assign,bitwise,comparison,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,macro_object,macro_function,macro_paste,macro_statement,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define BLOCK_SIZE_1 8
#define WARPS_2 128
#define ADD3_3(a, b, c) ((a) + (b) + (c))
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define CAT_7(a, b) a##b
#define USE_FAST_PATH_8

#ifdef USE_FAST_PATH_8
#define TUNE_9 14
#else
#define TUNE_9 36
#endif
#if TUNE_9 % 2 == 0 || TUNE_9 < 4
#define CONFIG_10 8
#elif TUNE_9 < 0
#error unreachable configuration
#else
#define CONFIG_10 24
#endif
#undef WARPS_2
#define WARPS_2 48

__global__ void march11_kernel(int len12, float* data13, int* dst14)
{
    auto u15 = blockDim.x;
    if (long long u16(0x39); (*data13) == u16) {
        #pragma unroll
        for (int n17 = 0xf; n17 > 0; --n17) {
            if (blockIdx.x < (blockIdx.x - TUNE_9)) {
                data13[n17] /= (int)((CONFIG_10 * n17) | ((int)n17));
                u15 = u15;
            }
        }
    }
}

constexpr int check_merge18(int count19, float alpha20)
{
    return CAT_7(alpha, 20);
}
static counter_23 = 3;

int main()
{
    int len21 = 2355;
    int cnt22 = BLOCK_SIZE_1 & ((len21 - 0x35) + (CAT_7(len, 21) * len21));
    march11_kernel<<<0x10, 128>>>((63ul * cnt22), nullptr, (int*)nullptr);
    if (cnt22 > len21)
        return cnt22;
    return 0;
}
