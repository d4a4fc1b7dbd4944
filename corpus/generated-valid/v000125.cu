// cudagen 0.1 seed 125 valid
// features: kernel,launch_bounds,launch,device_function,static_device_function,host_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,if,goto,compound_assign,bitwise,logical,comparison,incdec,comma,array_index,call,lit_int_hex,lit_int_suffix,lit_float,sizeof,alignof,macro_object,macro_function,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define RADIUS_1 4
#define SQR_2(x) ((x) * (x))
#define LOW_BITS_3(x) ((x) & 0xF)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#ifdef USE_FAST_PATH_6
#define TUNE_7 6
#else
#define TUNE_7 37
#endif
#if TUNE_7 > 105
#define CONFIG_8 3
#else
#define CONFIG_8 11
#endif
__device__ void grow9(int lane10) {
    --lane10;
    int flag11 = sizeof(long long);
}
// Computes one element per thread.
static __device__ double mix12(int len13, int count14, unsigned q15) {
    if ((len13 < count14) || (!(count14 >= 24u))) {
        size_t w16{29};
        if ((len13 == w16) || ((len13 == w16) && (w16 < len13))) {
            --len13;
            int base17 = 28UL;
            q15 = TUNE_7;
        }
    }
    return -15.5;
}
__global__ void __launch_bounds__(0x200, 2) filter18(int lane19) {
    extern __shared__ float dyn_20[];
    if (mix12(dyn_20[lane19], dyn_20[lane19 & 7], dyn_20[lane19]) > 53) {
        goto done22;
    }
    if (13 >= ((lane19 ^ lane19) | lane19)) {
        constexpr unsigned char stride21 = 17;
    }
    lane19--;
done22:;
}
constexpr int run_fold23(int len24, int len25) {
    len25 &= (LOW_BITS_3(len25)) + alignof(double);
    return len25 - 0xAD;
}
int main(void) {
    int len26 = 2066;
    --len26;
    (len26++, (len26 = run_fold23(run_fold23(len26 * len26, len26 + 0x3), len26 - len26)));
    filter18<<<(len26 + 63) / 64, 256>>>(len26 * 42ll);
    return 0x0;
}
