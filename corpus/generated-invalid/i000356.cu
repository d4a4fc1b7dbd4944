// cudagen 0.1 seed 356 invalid:abstract_instantiation
// features: kernel,launch_bounds,maxnreg,launch,launch_dim3,launch_shared_mem,host_function,main,shared_var,shared_2d,constexpr_var,for,pragma_unroll,static_assert,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_functional,sizeof,macro_paste,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b

__global__ void __launch_bounds__(1024) scale5(int len6)
{
    len6 |= len6 - (len6 + len6);
    len6 += len6;
    constexpr signed char s7 = 59lu;
    len6 = s7;
    ++len6;
    ++len6;
}

__global__ void __launch_bounds__(0b10000000, 0x3) tile8_kernel(float q9)
{
    double u10 = 0x3C;
    u10 *= u10;
    #pragma unroll 8
    for (int i11 = 0; i11 < 2; ++i11) {
        int mid12 = q9;
    }
    __shared__ int sh_13[14][6];
}
static_assert(23 == 23);

__global__ void __maxnreg__(128) shade14(int n15, const int *src16, int count17)
{
    __shared__ float sh_18[sizeof(float) * 2];
    sh_18[0b101] /= sh_18[count17];
    __shared__ float sh_19[9][11];
}

void check_smooth20(long b21, int n22, int n23)
{
    (--b21, (n22 -= n22));
    tile8_kernel<<<(n22 + 31) / 32, 32, sizeof(int) * 64>>>(18.75F);
    n23 %= ((n23 * 0x17) + ((n23 == n23) ? b21 : 6u));
}
struct Shape26 {
    virtual float area() const = 0;
};

int main()
{
    int len24 = 2194;
    Shape26 shape27;
    len24 = short((len24 > len24) ? len24 : len24);
    len24 &= len24;
    len24 |= 11;
    (--len24, (len24 %= len24));
    len24++;
    constexpr unsigned int res25 = 43;
    scale5<<<16 * 8, dim3(sizeof(int) * 8, (len24 + 0b111111) / 64, 0b100 * 0x10), sizeof(double) * 64>>>((CAT_4(len, 24) + len24) - len24);
    shade14<<<sizeof(int) * 0b10000, 0x200>>>((len24 += CAT_4(len, 24), len24), nullptr, 0x13);
    return 0x0;
}
