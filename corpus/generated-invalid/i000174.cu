// cudagen 0.1 seed 174 invalid:launch_bounds_too_many_args
// features: kernel,launch,launch_dim3,launch_shared_mem,host_function,static_host_function,default_args,main,shared_var,extern_shared,constexpr_var,if,if_init,do_while,bitwise,comparison,pointer_arith,address_of,array_index,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,sizeof,macro_paste,pp_ifdef,pp_if
#include "prelude.cuh"

#define CAT_1(a, b) a##b
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 7
#else
#define TUNE_3 26
#endif

#if (TUNE_3 * 2) >= 17 && TUNE_3 != 0
#define CONFIG_4 7
#else
#define CONFIG_4 31
#endif

__global__ void weigh5_kernel(const int* in6, const unsigned int* in7) {
    extern __shared__ float dyn_8[];
    if (double tmp9 = (int)in7[6]; ((in7[0] | 14U) + (CONFIG_4 * tmp9)) != in7[0]) {
        int pass10 = 0;
        do {
            constexpr int r11 = CONFIG_4 + 21;
            if (float flag12 = dyn_8[4]; (-pass10) != flag12) {
                float tmp13 = dyn_8[pass10 & 7];
                __shared__ unsigned int sh_14[32];
            }
            ++pass10;
        } while (pass10 < pass10);
    }
}

static void run_clamp15(unsigned short b16 = '\t') {
    int prod17 = (int(sizeof(int)));
    b16 = (b16 * TUNE_3) / TUNE_3;
    char t18 = long(27);
}
__global__ void __launch_bounds__(128, 2, 1, 4) bounded_kernel21(int *p)
{
    p[threadIdx.x] = 0;
}

int main(void) {
    int n19 = 207;
    n19 = n19;
    n19 = n19;
    n19 = n19;
    float f20 = n19;
    n19 = 56;
    weigh5_kernel<<<dim3((n19 + 63) / 64, 64, TUNE_3 + 1), 128, (256)>>>(&n19, nullptr);
    return 0;
}
