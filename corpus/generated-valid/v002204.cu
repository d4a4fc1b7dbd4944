// cudagen 0.1 seed 2204 valid
// features: kernel,launch,builtin_vars,device_function,main,constexpr_var,auto_var,for,pragma_unroll,static_assert,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_bool,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,macro_paste,macro_statement,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_2(a, b) a##b
#define USE_FAST_PATH_3
#ifdef USE_FAST_PATH_3
#define TUNE_4 13
#else
#define TUNE_4 48
#endif
#if (TUNE_4 * 2) >= 53 && TUNE_4 != 0
#define CONFIG_5 5
#else
#define CONFIG_5 30
#endif
__device__ long reduce6(int stride7, bool b8, float q9)
{
    double u10 = 5ull;
    u10 = (signed char)0x23;
    #pragma unroll 8
    for (int j11 = 0; j11 < 16; j11++) {
        for (int n12 = j11; n12 > 0; --n12) {
            unsigned int s13 = 4596lu;
            b8 = blockIdx.x * (true + (n12 + threadIdx.z));
        }
    }
    return 6u;
}
/* Layout: row-major, no padding. */
__global__ void step14(float* data15)
{
    unsigned int tid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (*data15) = 2 + data15[0x3] + (CONFIG_5 * tid16);
    (*data15) = 0x6 + ((tid16 - (*data15)) + (17.875F + data15[tid16]));
    unsigned long long* lo17 = reinterpret_cast<unsigned long long*>(data15);
    auto m18 = tid16 + (threadIdx.x % tid16);
    data15[threadIdx.x] = CAT_2(m, 18);
}
__device__ double scatter19(int count20, float alpha21)
{
    double z22 = CONFIG_5;
    for (int j23 = 0; j23 < count20; j23++) {
        z22 = 59;
    }
    count20 = reduce6(reduce6(TUNE_4, alpha21 > 15, CAT_2(count, 20)) % count20, count20 + count20, 0x1);
    static_assert(((4) * 4) > 15, "bad config");
    count20 = count20 * (count20 * reduce6(z22, threadIdx.x, threadIdx.x));
    unsigned int res24 = 'z';
    return 045;
}
int main(void)
{
    int n25 = 1936;
    step14<<<2 * 2, sizeof(int) * 64>>>(nullptr);
    step14<<<sizeof(unsigned int) * 2, 32>>>(static_cast<float*>(nullptr));
    n25 = CONFIG_5 + (CAT_2(n, 25) * 21);
    n25 = int(CAT_2(n, 25));
    n25 = 31ll;
    return 0;
}
