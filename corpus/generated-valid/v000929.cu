// cudagen 0.1 seed 929 valid
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,static_host_function,main,constexpr_var,if,goto,static_assert,ternary,compound_assign,bitwise,comparison,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,macro_function,macro_statement
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define SQR_2(x) ((x) * (x))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

static int run_combine6(int stride7, int len8, const float *__restrict__ in9)
{
    char stride10 = stride7 - (stride7);
    stride7 = (23);
    if ((+stride10) < 25)
        return (stride7 | 2);
    len8 = (stride10 - (((*in9) > 60) ? 45 : 622u)) + (+(*in9));
    dim3 base11 = dim3(8, 64, (len8 + 63) / 64);
    if (in9 == nullptr) {
        goto out12;
    }
    len8 %= static_cast<short int>(in9[stride7 & 7]) - 22;
out12:;
    return ((stride7 > 062) ? 11 : 32) * ((stride7 * in9[1]) + len8);
}

__global__ void __maxnreg__(32) grow13_kernel(unsigned char *dst14, bool p15, bool cfg16)
{
    int gid17 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int f18 = cfg16 - 42;
    p15 = (((p15 / 12) > 37) ? (f18) : threadIdx.z) != gridDim.y;
    p15 = p15;
    constexpr int s19 = 6;
}

long run_scatter20(float beta21)
{
    if (ADD3_1(beta21, 8, 8) != beta21) {
        goto finish22;
    }
    grow13_kernel<<<4, (512)>>>(nullptr, (-beta21) == (((beta21 != beta21) ? beta21 : beta21) - beta21), (((+beta21) <= 57u) ? (beta21 * 52U) : beta21) >= 43);
    static_assert(040 > 31, "expected value");
    grow13_kernel<<<32, 16 * 4, sizeof(double) * 64>>>(nullptr, beta21 < (2242U * beta21), static_cast<long>(ADD3_1(beta21, beta21, beta21)));
finish22:;
    return beta21 + beta21;
}

int main()
{
    int size23 = 4007;
    ACCUM_3(size23, (16));
    grow13_kernel<<<dim3(64), 32, sizeof(float) * 32>>>(nullptr, size23 == (size23 & size23), size23);
    constexpr float val24 = 11.5f;
    size23 = size23 ^ size23;
    return 0;
}
