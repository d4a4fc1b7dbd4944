// cudagen 0.1 seed 1129 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_forceinline,main,shared_var,static_shared,constexpr_var,auto_var,namespace,nested_namespace,if,for,range_for,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_suffix,lit_nullptr,cast_c,cast_static,cast_const,macro_object,macro_function,macro_paste,macro_statement,pp_if,pp_undef
#include "prelude.cuh"

#define RADIUS_1 32
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define SQR_3(x) ((x) * (x))
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define CAT_7(a, b) a##b

#if RADIUS_1 == 32
#define CONFIG_8 4
#else
#define CONFIG_8 23
#endif
#undef CONFIG_8
#define CONFIG_8 8

__global__ void __launch_bounds__(1024, 1) sift9_kernel(char *dst10)
{
    static __shared__ double sh_11[16];
    for (auto &lim12 : sh_11) {
        dst10[4] = 50l;
    }
    int mid13 = 48;
}

template <typename T, int N>
__global__ void tile14(T *out15, const T *in16, T alpha17)
{
    --alpha17;
    if (1UL > out15[0]) {
        return;
    }
    T *mid18 = &alpha17;
    unsigned u19(((N - out15[3]) / CAT_7(alpha, 17)) + 24lu);
    auto mid20 = 4;
}

template <typename T, int N>
__global__ void __launch_bounds__(1024, 3) fold21(T *acc22, const T *input23, float *__restrict__ out24)
{
    (*acc22)++;
    acc22[7] = +((N + (*out24)) * 32);
    out24[5] = -static_cast<double>(out24[5] + acc22[2]);
    (*acc22)++;
    int r25 = input23[3];
    if ((out24[r25] - out24[r25]) <= (*acc22)) {
        return;
    }
}

namespace img26::v27 {
__device__ __forceinline__ char reduce28(unsigned alpha29)
{
    alpha29 = 18;
    for (int n30 = 13; n30 > 0; --n30) {
        auto flag31 = alpha29;
    }
    int diff32 = alpha29;
    alpha29 = alpha29 + (diff32 - 0);
    alpha29 |= 51 + CAT_7(alpha, 29);
    diff32 *= static_cast<int>(CAT_7(alpha, 29)) * (40 >> CAT_7(diff, 32));
    return 127 * static_cast<char>((long)alpha29);
}
} // namespace img26::v27

__global__ void pivot33(int count34, float cfg35)
{
    cfg35++;
    int res36 = TWICE_PLUS_2(count34, count34);
    long f37 = (res36);
    double acc38 = count34;
    constexpr unsigned int f39 = 1u;
}

int main()
{
    int len40 = 545;
    if ((len40) < RADIUS_1) {
        return 49;
    }
    pivot33<<<dim3((len40 + 31) / 32), 1 << 9>>>(47, RADIUS_1);
    ++len40;
    len40 = len40;
    sift9_kernel<<<(len40 + 255) / 256, 256, 0, (cudaStream_t)0>>>(nullptr);
    tile14<double, 1><<<(len40 + 255) / 256, RADIUS_1, 0, 0>>>(nullptr, nullptr, len40);
    fold21<long, 1><<<2, RADIUS_1 + 480>>>(nullptr, static_cast<const long*>(nullptr), static_cast<float*>(nullptr));
    return 0;
}
