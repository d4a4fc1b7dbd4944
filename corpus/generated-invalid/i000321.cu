// cudagen 0.1 seed 321 invalid:launch_bounds_with_maxnreg
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,device_function,device_template_function,main,shared_var,host_global,if,goto,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,lambda,lambda_generic,lambda_launch,macro_function,macro_statement
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

__global__ void stencil6(int count7, unsigned int cfg8, const double *__restrict__ coef9)
{
    unsigned int gid10 = threadIdx.x;
    if (gid10 >= count7)
        return;
    __shared__ int sh_11[64];
    if (sh_11[22] == (gid10 * sh_11[044])) {
        goto done12;
    }
    cfg8 %= count7;
done12:;
}
static int g_grow13;

template <typename T>
__device__ int blend14(const T *src15, unsigned a16, const T *input17)
{
    a16++;
    a16 = 49 - a16;
    T h18 = a16;
    float sum19 = 0x9 / ((T)threadIdx.x);
    if (gridDim.z > 22) {
        goto skip20;
    }
    sum19--;
skip20:;
    return (h18 += sum19, (h18 += h18, sum19)) * 0b101011ul;
}
__global__ void __launch_bounds__(256) __maxnreg__(64) bounded_kernel24(int *p)
{
    p[threadIdx.x] = 0;
}

int main()
{
    int size21 = 606;
    stencil6<<<128, (256)>>>(MAX2_2(g_grow13, 58), size21, nullptr);
    auto step23 = [](auto u22) {
        ACCUM_3(u22, (g_grow13 * u22));
        stencil6<<<256, 256>>>(29U, (g_grow13 += 18ul, g_grow13), (const double*)nullptr);
        --g_grow13;
        return u22 * 2;
    };
    g_grow13 = step23(size21);
    stencil6<<<dim3(2), dim3((g_grow13 + 63) / 64)>>>(24, g_grow13, nullptr);
    return 0;
}
