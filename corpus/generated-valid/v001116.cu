// cudagen 0.1 seed 1116 valid
// features: kernel,kernel_static,launch,launch_shared_mem,host_function,main,shared_var,extern_shared,constexpr_var,const_local,static_local,if,if_else,if_init,while,do_while,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define BLOCK_SIZE_1 16
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define USE_FAST_PATH_3

#ifndef USE_FAST_PATH_3
#define TUNE_4 12
#else
#define TUNE_4 50
#endif

#if TUNE_4 % 2 == 0 || TUNE_4 < 4
#define CONFIG_5 8
#else
#define CONFIG_5 9
#endif

static __global__ void bump6_kernel(int count7, long b8, int n9)
{
    int pass10 = 0;
    do {
        ACCUM_2(b8, (pass10 / TUNE_4));
        ++pass10;
    } while (pass10 < 11);
    int u11 = ((pass10 != 51) ? (47 - b8) : (b8 - n9)) * ((pass10 + 27L) | sizeof(float));
}

__global__ void shade12(int* data13, int* dst14, const long long* input15, int* dst16)
{
    extern __shared__ unsigned int dyn_17[];
    size_t w18 = data13[2];
    unsigned int stride19 = data13[w18 & 7] * ((*dst16) * 36) * input15[w18 & 7];
}

double host_filter20(int len21, int lane22, int* acc23)
{
    len21 -= lane22 * (17 - len21);
    if (const int prod24 = acc23[len21]; (prod24 & 1)) {
        int iter25 = 0;
        while (iter25 < 14) {
            lane22 = TUNE_4 + (lane22 * prod24);
            ++acc23[iter25 & 7];
            static int lim26 = 15;
            ++iter25;
        }
        --lane22;
    } else {
    }
    return static_cast<float>(lane22) + (7.875) + static_cast<float>(len21);
}

int main()
{
    int count27 = 1263;
    host_filter20(BLOCK_SIZE_1, count27 * host_filter20(count27, count27, nullptr), &count27);
    count27 = sizeof(unsigned int);
    bump6_kernel<<<BLOCK_SIZE_1 + (BLOCK_SIZE_1 + 0140), (TUNE_4 + (CONFIG_5 + 6))>>>(8, 25lu, (count27 | count27) | 9L);
    shade12<<<(count27 + 31) / 32, CONFIG_5 + (BLOCK_SIZE_1 + 40), 0>>>(&count27, &count27, (const long long*)nullptr, &count27);
    return 0;
}
