// cudagen 0.1 seed 379 valid
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,host_function,default_args,main,constexpr_var,while,ternary,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_float,lit_nullptr,sizeof,macro_function,macro_paste,pp_ifdef,pp_if
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define MOD8_2(x) ((x) % 8)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

#ifndef USE_FAST_PATH_6
#define TUNE_7 10
#else
#define TUNE_7 27
#endif

#if TUNE_7 == 10
#define CONFIG_8 4
#else
#define CONFIG_8 29
#endif

void run_tile9(float alpha10, unsigned int *data11, int stride12)
{
    int iter13 = 0;
    while (iter13 < stride12) {
        float acc14{24.625f};
        (*data11) = sizeof(int);
        ++iter13;
    }
}

__global__ void count15_kernel(int lane16)
{
    lane16--;
    bool z17 = MOD8_2(MOD8_2(lane16)) < lane16;
    z17 = z17 == (z17 - CAT_5(lane, 16));
    ++lane16;
}

void probe18(int *__restrict__ dst19, unsigned long beta20, int n21 = 0b100110)
{
    dst19[n21 & 0x7]++;
    constexpr unsigned long t22 = 35;
    double acc23 = MOD8_2((beta20 * t22));
    constexpr int diff24 = 22;
    run_tile9(beta20, nullptr, n21);
    dst19[n21] = acc23 - (CAT_5(n, 21) + acc23);
    count15_kernel<<<512, 64, 16 * (TUNE_7 + 6), 0>>>(((dst19[beta20] % TUNE_7) < beta20) ? (acc23 - t22) : (sizeof(float) * acc23));
}

int main()
{
    int len25 = 2256;
    size_t m26 = len25;
    m26 = CAT_5(len, 25);
    count15_kernel<<<TUNE_7 + (CONFIG_8 + 2), 512, sizeof(double) * 0100, 0>>>(TUNE_7);
    int sum27 = CONFIG_8;
    return 0;
}
