// cudagen 0.1 seed 380 valid
// features: kernel,launch_bounds,launch,launch_dim3,builtin_vars,device_function,device_template_function,main,constexpr_var,auto_var,enum,if,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_suffix,lit_nullptr,cast_c,alignof,macro_function
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
enum Axis2 : unsigned int {
    BLUE3 = 3,
    ON4,
    IDLE5 = 9,
    LOW6,
    FAST7 = 13
};

__global__ void __launch_bounds__((IDLE5 + (IDLE5 + 1006))) reduce8_kernel(double *dst9, unsigned int q10, float beta11)
{
    unsigned int tid12 = (blockIdx.x * blockDim.x) + threadIdx.x;
    ((*dst9)--, (q10 <<= 7));
    auto cnt13 = q10;
    long long f14 = 4112;
}

template <class T, int N = 1>
__device__ double grow15(T p16, const T *src17)
{
    T y18 = 17UL % blockDim.x;
    p16 += 31ll;
    short z19 = 58;
    if (y18 < 11ll) {
        return blockIdx.y + LOW6;
    }
    return (T)z19;
}

int main()
{
    int len20 = 514;
    len20 = ((len20 >= 45l) ? len20 : len20) ^ alignof(char);
    if ((len20 != LOW6) && (len20 == len20)) {
        return 3159;
    }
    dim3 acc21((len20 + 63) / 64);
    reduce8_kernel<<<128, dim3((len20 + 63) / 64)>>>(nullptr, len20, MOD8_1(len20));
    return 0;
}
