// cudagen 0.1 seed 1787 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,maxnreg,launch,host_function,main,constexpr_var,auto_var,while,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,sizeof,macro_object,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define NUM_ITERS_1 32
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)

#ifdef USE_FAST_PATH_7
#define TUNE_8 10
#else
#define TUNE_8 35
#endif

static __global__ void __maxnreg__(128) trace9(float* dst10)
{
    (*dst10) -= 49ul;
    dst10[7] /= (float)15.25f;
}

float run_gather11(int lane12, double* dst13)
{
    trace9<<<(lane12 + 255) / 0x100, 0x100>>>(nullptr);
    auto y14 = (((lane12 * NUM_ITERS_1) & 1) ? NUM_ITERS_1 : dst13[0x3]) + ((lane12 & lane12) + lane12);
    return (sizeof(long));
}

template <class T, typename U>
__global__ void kick15_kernel(U* out16, int lane17, int* data18)
{
    data18[lane17 & 7] &= (data18[3] * 35) + (data18[lane17] + lane17 + (~lane17));
    constexpr int w19 = 54L;
    constexpr short int hi20 = 0x18;
}

int main()
{
    int len21 = 98;
    float idx22 = '#';
    int w23 = 0;
    while ((w23 < 2) && ((len21 | sizeof(int)) != idx22)) {
        constexpr bool lim24 = 0;
        (len21++, (len21 = idx22 / (~(0x34U + len21))));
        len21 *= (run_gather11(w23 / 7, nullptr));
        ++w23;
    }
    kick15_kernel<long, unsigned><<<(w23 + 127) / 128, 256>>>((unsigned int*)nullptr, run_gather11((idx22 >= len21) ? idx22 : w23, (double*)nullptr), nullptr);
    return 0;
}
