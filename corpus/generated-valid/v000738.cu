// cudagen 0.1 seed 738 valid
// features: kernel,launch_bounds,launch,main,shared_var,extern_shared,constexpr_var,enum_class,if,for,bitwise,shift,logical,comparison,incdec,array_index,lit_string,lit_string_concat,cast_static,macro_function,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define USE_FAST_PATH_5

#ifndef USE_FAST_PATH_5
#define TUNE_6 4
#else
#define TUNE_6 47
#endif

#if TUNE_6 == 47
#define CONFIG_7 8
#else
#define CONFIG_7 10
#endif
#undef TUNE_6
#define TUNE_6 12
enum class Kind8 { Slow9 = 1, High10, Add11, Off12 };

__global__ void __launch_bounds__(1024) sweep13(Kind8 b14, int len15)
{
    extern __shared__ long dyn_16[];
    b14 = Kind8::Add11;
    for (int n17 = 11; n17 > 0; --n17) {
        if ((dyn_16[n17] != TUNE_6) && (TUNE_6 >= static_cast<float>(dyn_16[n17 & 7]))) {
            char q18(n17);
            bool x19 = +(50 << n17);
        }
    }
}

int main(void)
{
    int size20 = 89;
    for (int j21 = 0; j21 < size20; j21++) {
        sweep13<<<1, 256>>>(Kind8::High10, j21 + (TUNE_6 & size20));
        const char *idx22 = "warp size" "_tail";
    }
    --size20;
    return 0;
}
