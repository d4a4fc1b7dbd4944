// cudagen 0.1 seed 610 valid
// features: kernel,launch,host_function,main,device_var,constexpr_var,local_array,const_local,static_local,if,switch,compound_assign,shift,comparison,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,macro_function,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
__global__ void gather6_kernel(float p7, int len8, int *acc9)
{
    acc9[3] <<= (p7 += p7, 36) + 0x24;
    long lim10[2] = {};
    if (p7 < (*acc9)) {
        return;
    }
    long lim11 = (*acc9) - 0x39l;
}
static __device__ unsigned int d_scale12 = 10;
// Layout: row-major, no padding.
size_t host_grow13(float *dst14, bool cfg15)
{
    constexpr float acc16 = -6.375f;
    if (dst14[0] == 0x2B) {
        if (cfg15 < 0x15) {
            return dst14[0] * HALF_1(cfg15);
        }
    }
    switch (cfg15) {
    case 0x5:
        break;
    case (0x8): {
        const bool e17 = (*dst14) > (2 - dst14[6]);
        break;
    }
    case 11:
        ACCUM_2(dst14[6], (dst14[0] += cfg15, 41L));
        break;
    }
    return HALF_1(dst14[3]);
}
int main()
{
    int n18 = 995;
    n18 /= HALF_1(HALF_1(n18)) * 38;
    static float q19 = 10.625F;
    if ((CAT_5(q, 19) / q19) <= q19) {
        return host_grow13(nullptr, '#' < host_grow13(&q19, q19));
    }
    gather6_kernel<<<1, 512>>>(host_grow13(&q19, n18 <= 58u), 2867, (int*)nullptr);
    return 0;
}
