// cudagen 0.1 seed 1954 valid
// features: kernel,kernel_static,kernel_template,launch_deduced_template_args,launch_bounds,launch,launch_dim3,host_function,default_args,main,shared_var,constexpr_var,const_local,enum,if,if_else,for,ternary,compound_assign,bitwise,comparison,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function
#include "prelude.cuh"

#define NUM_ITERS_1 128
#define SQR_2(x) ((x) * (x))
#define HALF_3(x) ((x) / 2)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
enum Phase6 { MUL7, BUSY8 = 6, FAST9, RED10 };

static __global__ void decay11(int stride12, int *acc13, Phase6 beta14)
{
    if ((28 ^ beta14) == beta14) {
        stride12 = *acc13;
    } else {
        int hi15 = (stride12 - 17) % (beta14 & ((acc13 == nullptr) ? stride12 : stride12));
    }
}

template <typename T>
__global__ void __launch_bounds__(64, 4) blend16_kernel(const T *input17, const unsigned *src18, T *dst19, float *acc20)
{
    unsigned int mid21 = 0xAL;
    if ((*dst19) < src18[1]) {
        __shared__ float sh_22;
        (*acc20) = (acc20[7]) * (2.0f * (sh_22 - BUSY8));
    }
    __shared__ int sh_23;
}

float run_accum24(float b25 = 5.25f)
{
    for (int i26 = 0; i26 < 10; i26 += 4) {
        const unsigned k27 = i26 | 12;
        b25 = i26 * k27 * (('a' | i26) - (46 + b25));
    }
    return sizeof(int);
}

int main()
{
    int size28 = 0xD84;
    decay11<<<dim3((size28 + 255) / 0x100, 512), 0x40>>>((int)(size28 + 2), nullptr, FAST9);
    size28 += 59UL;
    size28 = '\'';
    blend16_kernel<<<dim3((RED10 + (BUSY8 + 18)) * (FAST9 + 1)), 128 * 4>>>((const double*)nullptr, (const unsigned int*)nullptr, static_cast<double*>(nullptr), static_cast<float*>(nullptr));
    return 0;
}
