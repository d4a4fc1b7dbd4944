// cudagen 0.1 seed 493 invalid:undeclared_identifier
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,builtin_vars,main,enum_class,namespace,if,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_binary,lit_nullptr,macro_object,macro_function,pp_ifdef,pp_if
#include "prelude.cuh"

#define NUM_ITERS_1 4
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define USE_FAST_PATH_4

#ifndef USE_FAST_PATH_4
#define TUNE_5 5
#else
#define TUNE_5 57
#endif

#if NUM_ITERS_1 > 125
#define CONFIG_6 5
#else
#define CONFIG_6 24
#endif
enum class Color7 {
    Fast8,
    Blue9 = 3,
    Off10 = 9,
    On11 = 11,
    Blue12 = 14
};

namespace ops13 {
static __global__ void scatter14_kernel(float a15, const int *__restrict__ in16, const signed char *__restrict__ coef17, int len18)
{
    unsigned tid19 = threadIdx.x;
    Color7 lim20 = Color7::On11;
    len18 = gridDim.y;
    len18++;
    if (len18 == coef17[len18]) {
        return;
    }
}
} // namespace ops13

int main()
{
    int len21 = 1266;
    int total22 = len21 * missing_value23;
    len21 = len21 >> (55 + len21);
    ops13::scatter14_kernel<<<dim3((len21 + 127) / 128), 1 << 6>>>(2033 % len21, nullptr, nullptr, len21 - (len21 + len21));
    if (len21 <= len21) {
        return 0b110111 % len21;
    }
    return 0;
}
