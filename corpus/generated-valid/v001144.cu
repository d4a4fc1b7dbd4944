// cudagen 0.1 seed 1144 valid
// features: kernel,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_noinline,host_function,main,shared_var,extern_shared,constexpr_var,local_array,enum_class,using_alias,if,if_else,goto,ternary,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_float_exponent,lit_char,lit_char_prefix,lit_bool,lit_nullptr,cast_functional,cast_static,cast_reinterpret,sizeof,lambda,lambda_iife,lambda_launch,macro_object,macro_paste,pp_if,comments
#include "prelude.cuh"

#define RADIUS_1 64
#define CAT_2(a, b) a##b
#if RADIUS_1 > 16
#define CONFIG_3 5
#elif RADIUS_1 < 0
#error unreachable configuration
#else
#define CONFIG_3 30
#endif
enum class State4 : unsigned int {
    On5,
    Red6 = 3,
    Add7 = 8,
    Fast8,
    Low9
};

__device__ __noinline__ unsigned short update10(int n11, double cfg12)
{
    n11 = n11;
    n11 = 55u >> n11;
    if (cfg12 >= CONFIG_3) {
        cfg12++;
        if (cfg12 > cfg12) {
            return CONFIG_3;
        }
    }
    cfg12 = 29 << (n11 - n11);
    return 52;
}

__global__ void __maxnreg__(32) shade13(unsigned char alpha14, const short int *in15)
{
    float t16 = *in15;
    if (!(t16 >= alpha14)) {
        goto finish18;
    }
    if (alpha14 + alpha14) {
        t16 = update10(update10(t16, 052), *in15);
        int res17 = ((!(alpha14 == CAT_2(t, 16))) && ((alpha14 << 4) == CONFIG_3)) ? alpha14 : CONFIG_3;
        t16 = (2672 * in15[alpha14]) >> (0x406u - res17);
    } else {
    }
finish18:;
}
using idx19_t = unsigned int;
/* Helper used by the kernels below. */

__global__ void rank20(int lane21, int n22)
{
    extern __shared__ float dyn_23[];
    unsigned int h24 = u8'A';
    lane21 = h24;
    n22 = update10((L'z'), h24) + ((h24 * 0b100101) - RADIUS_1);
    double x25[8]{18.0f, double(h24), static_cast<double>(6.25), static_cast<double>(5.f), 12.375, 0x37, -63, 0x1e};
    n22 = (+update10(lane21, 7.875)) * 0b110000;
    ++h24;
}

void step26(const int *src27, int count28, const short *src29)
{
    float res30 = src27[2];
    count28 = *src27;
    shade13<<<CONFIG_3 + 59, 32 * 2, 0, (cudaStream_t)0>>>(20, src29);
    if ((0b100100 == (*src27)) && (!(src27[3] == res30))) {
        rank20<<<dim3((count28 + 127) / 128, (count28 + 255) / 256, (count28 + 0x1F) / 32), dim3(sizeof(float) * (CONFIG_3 + 0b11011), 1 << CONFIG_3), sizeof(double) * 128, 0>>>(CAT_2(count, 28), res30);
        res30 = ((((*src29) <= 42) && (*src27)) || ((src27[1] - 0x3au) != src27[count28])) ? (10.75f - count28) : ((count28 * CAT_2(count, 28)) + (16L - (*src27)));
    }
}

int main()
{
    int count31 = 3270;
    if (!(count31 < count31)) {
        ([]() {
            State4 hi32 = State4::Low9;
            shade13<<<2, dim3(0x1, (CONFIG_3 + (CONFIG_3 + (CONFIG_3 + 1))) * (CONFIG_3 + 3), 2), 0, (cudaStream_t)0>>>(static_cast<float>(true ? 2 : 0x1LL), nullptr);
        })();
        count31 = count31 / 041;
        rank20<<<dim3((count31 + 63) / 64, 0x100), 64 * (CONFIG_3 + 3), sizeof(double) * 0x100, nullptr>>>(count31 + (CAT_2(count, 31) * count31), CONFIG_3);
    } else {
        count31 = count31 + ((30ull) + count31);
    }
    int *h33 = static_cast<int*>(nullptr);
    return 0x0;
}
