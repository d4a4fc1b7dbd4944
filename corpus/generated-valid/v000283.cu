// cudagen 0.1 seed 283 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,builtin_vars,device_function,main,constexpr_var,for,switch,switch_fallthrough,static_assert,bitwise,shift,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_char,lit_nullptr,cast_c,lambda,lambda_iife,macro_object,macro_paste,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 3
#define RADIUS_2 (16)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
#undef RADIUS_2
#define RADIUS_2 12

__device__ float bump6(double b7, long long *__restrict__ buf8)
{
    signed char stride9 = NUM_ITERS_1 - buf8[blockDim.z & 7];
    int prod10 = gridDim.x;
    char off11 = CAT_5(stride, 9) / ((double)(stride9 >> stride9));
    return prod10;
}
static_assert((RADIUS_2 + RADIUS_2) == 24, "expected value");

template <typename T>
__global__ void pivot12(T *__restrict__ dst13, float q14, float *__restrict__ out15, double *out16)
{
    out15[0x4]--;
    int idx17((*dst13));
    static_assert(((NUM_ITERS_1 + 1) * (1 << NUM_ITERS_1)) > 0x1f);
}

int main()
{
    int len18 = 3394;
    switch (len18) {
    case 9:
        ([]() {
            unsigned tmp19{'z'};
            static_assert(sizeof(int) == 0x4, "expected value");
            tmp19++;
        })();
        break;
    case 1:
    case 6:
        break;
    case 2:
        for (int j20 = 0x0; j20 < 11; ++j20) {
            pivot12<int><<<RADIUS_2 + 52, 1 << 8>>>(&len18, NUM_ITERS_1, nullptr, nullptr);
            len18 = 61;
        }
        break;
    }
    return 0x0;
}
