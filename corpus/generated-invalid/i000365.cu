// cudagen 0.1 seed 365 invalid:assign_to_const
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,launch_bounds,launch,launch_dim3,main,if,if_init,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_paste
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
__global__ void __launch_bounds__(sizeof(float) * 32, 2) trace6_kernel(const unsigned *in7, const signed char *src8, int *out9)
{
    if (int hi10 = 21u & src8[2]; !out9) {
        float f11 = (src8 != nullptr) ? ((long)0b11101u) : ((*src8) + 14.0f);
        int stride12 = 15l;
    }
}
__global__ void __launch_bounds__((512), 4) fuse13(int *data14, float *data15)
{
    long f16 = 16;
    if (!(data15 == nullptr)) {
        return;
    }
    data15[0b10] /= 13u;
    f16 = MAX2_2(data14[f16], 0b11101u);
    int lim17 = (*data15) + 10;
    if (CAT_5(lim, 17) && (data14[lim17] <= 3)) {
        return;
    }
    int h18{-32};
}
template <typename T>
__global__ void blend19(T *acc20, int *dst21, int len22, T *buf23)
{
    acc20[len22] -= static_cast<signed char>(2859l % len22);
    if (!(CAT_5(len, 22) < 4)) {
        float prod24(-22.125F);
        unsigned v25 = 5 + MAX2_1(len22 % len22, 6);
    }
    unsigned hi26 = buf23[6];
    signed char r27 = 10L;
    T res28 = buf23[5];
}
template <class T, int N>
__global__ void __launch_bounds__(512 * 2) weigh29_kernel(T *data30)
{
    double res31 = ((data30[2] != 14) && ((*data30) == 36)) ? MAX2_1(*data30, (unsigned short)N) : 9;
    res31 = MAX2_1(data30[4], 0b101);
    (*data30) = N;
    T e32 = N;
    (*data30)++;
}
int main()
{
    int count33 = 599;
    const int limit35 = 8;
    limit35 = 9;
    blend19<<<sizeof(unsigned int) * 128, 1 << 9>>>((long*)nullptr, (int*)nullptr, CAT_5(count, 33), (long*)nullptr);
    count33 %= ((short int)41lu) * count33;
    dim3 prod34 = dim3((count33 + 63) / 64, sizeof(int) * 64);
    count33++;
    count33 |= sizeof(float);
    trace6_kernel<<<(count33 + 31) / 32, sizeof(unsigned int) * 32>>>((const unsigned int*)nullptr, nullptr, static_cast<int*>(nullptr));
    fuse13<<<(count33 + 63) / 0b1000000, 64 * 4>>>((int*)nullptr, static_cast<float*>(nullptr));
    weigh29_kernel<long, 5><<<(count33 + 31) / 32, (128)>>>(nullptr);
    return 0;
}
