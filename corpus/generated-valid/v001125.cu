// cudagen 0.1 seed 1125 valid
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,host_function,main,constexpr_var,local_array,enum_class,if,switch,ternary,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_object,macro_paste,pp_if,comments
#include "prelude.cuh"

#define WARPS_1 64
#define RADIUS_2 64
#define CAT_3(a, b) a##b

#if WARPS_1 % 2 == 0 || WARPS_1 < 4
#define CONFIG_4 2
#else
#define CONFIG_4 19
#endif
/* Layout: row-major, no padding. */

__global__ void score5(unsigned int *out6, const int *coef7, int len8)
{
    int val9 = 30;
    if ((val9 != len8) && (len8 < coef7[val9 & 0b111])) {
        return;
    }
    (*out6) = 8lu;
    len8 = len8;
    val9++;
    len8 = 870 / ((out6[6] <= 62) ? ((len8 >= coef7[7]) ? CAT_3(len, 8) : 4) : (6 / val9));
}
inline constexpr int DEPTH10 = 16;

__global__ void combine11_kernel(unsigned long long *__restrict__ dst12, unsigned q13, const double *__restrict__ in14, int *__restrict__ acc15)
{
    switch (dst12[q13]) {
    case 3:
        break;
    case 0: {
        int h16[3]{DEPTH10, static_cast<int>(36LL), 16};
        break;
    }
    }
    (*acc15) = 18u;
    float tmp17[7] = {7.0f, 23.125f, 15.25F, 13.f, 20.5f, 23.5f};
    (*dst12) = CAT_3(q, 13) + (~(q13 & (*dst12)));
    int *sum18 = static_cast<int*>(nullptr);
}
enum class Op19 { On20, Low21, Busy22 };

double kick23(double beta24, int lane25)
{
    lane25 = ((static_cast<short>(beta24) & 1) ? beta24 : (DEPTH10 + beta24)) + beta24;
    score5<<<512, 128 * (CONFIG_4 + 2), 256>>>(static_cast<unsigned int*>(nullptr), &lane25, lane25);
    lane25--;
    unsigned k26 = DEPTH10;
    cudaStream_t tmp27 = (cudaStream_t)0;
    return 2793 - ((~lane25) - CONFIG_4);
}

int main()
{
    int size28 = 3140;
    size28 = -62l;
    if (CAT_3(size, 28) == size28) {
        return DEPTH10;
    }
    if (size28 != sizeof(float)) {
        return DEPTH10 / (size28 + size28);
    }
    int z29 = -0b111;
    combine11_kernel<<<(z29 + 63) / 64, 1 << (CONFIG_4 + 6), sizeof(int) * 32, 0>>>(nullptr, kick23(alignof(int) * CAT_3(z, 29), 3365L >> z29), (const double*)nullptr, &z29);
    return 0;
}
