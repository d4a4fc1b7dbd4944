// cudagen 0.1 seed 550 valid
// features: kernel,launch_bounds,maxnreg,launch,launch_dim3,main,shared_var,extern_shared,constexpr_var,enum_class,if,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_nullptr,cast_c,sizeof,macro_statement,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifdef USE_FAST_PATH_2
#define TUNE_3 14
#else
#define TUNE_3 33
#endif

#if TUNE_3 > 83
#define CONFIG_4 8
#else
#define CONFIG_4 11
#endif
#undef TUNE_3
#define TUNE_3 12

__global__ void __maxnreg__(32) accum5(int lane6)
{
    --lane6;
    if (lane6 < CONFIG_4)
        return;
}
enum class Axis7 {
    High8 = 3,
    Green9 = 6,
    Mul10,
    Idle11,
    Busy12 = 12
};

__global__ void __launch_bounds__((TUNE_3 + 4) * 0b10) update13_kernel(int lane14, int *out15)
{
    extern __shared__ unsigned int dyn_16[];
    if (out15[0] == dyn_16[6])
        return;
    lane14 = sizeof(int);
    float q17 = lane14;
    ++out15[0];
    ++q17;
    dyn_16[lane14 & 7]++;
}

int main()
{
    int count18 = 771;
    count18 = count18;
    count18--;
    Axis7 z19 = Axis7::Idle11;
    accum5<<<(count18 + 31) / 32, dim3((count18 + 037) / 32)>>>((106 ^ count18) - count18);
    update13_kernel<<<dim3((count18 + 127) / 128, (010), 16 * 4), (TUNE_3 + (TUNE_3 + 232))>>>(count18, (int*)nullptr);
    return 0;
}
