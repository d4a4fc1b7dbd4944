// cudagen 0.1 seed 1069 valid
// features: kernel,launch,host_device_function,host_function,main,shared_var,extern_shared,constexpr_var,const_local,enum_class,if,for,shift,comparison,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_nullptr,cast_static,sizeof,macro_function,macro_paste,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define LOW_BITS_2(x) ((x) & 0xF)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
#define USE_FAST_PATH_6
#ifndef USE_FAST_PATH_6
#define TUNE_7 16
#else
#define TUNE_7 22
#endif
#if TUNE_7 % 2 == 0 || TUNE_7 < 4
#define CONFIG_8 7
#else
#define CONFIG_8 27
#endif
__global__ void filter9_kernel(int len10)
{
    extern __shared__ int dyn_11[];
    dyn_11[len10] = dyn_11[3];
    dyn_11[6] = CONFIG_8 * (len10 * 14L);
    const long v12 = len10;
    if (v12 != v12) {
        return;
    }
    dyn_11[len10] = CAT_5(v, 12);
    __shared__ float sh_13;
}
/* Helper used by the kernels below. */
__host__ __device__ float spread14(int len15, unsigned char p16)
{
    p16 = p16;
    unsigned int res17 = ((len15 + sizeof(int)) - (58ul + p16));
    for (int it18 = 0; it18 < 0xE; ++it18) {
        if ('0' != res17) {
            break;
        }
        double stride19 = static_cast<size_t>((p16) << it18);
        int u20 = MOD8_1(p16);
    }
    return MOD8_1(res17);
}
enum class State21 : long { Busy22 = 1, Green23, Busy24 };
int check_lerp25(unsigned int *data26, int lane27)
{
    for (int i28 = 0, j29 = lane27; i28 < j29; (++i28, (--j29))) {
        filter9_kernel<<<(lane27 + 31) / 32, (0100)>>>(7u);
        filter9_kernel<<<(i28 + 0x3F) / 64, TUNE_7 + (TUNE_7 + (TUNE_7 + 62))>>>(-57);
    }
    long t30 = *data26;
    filter9_kernel<<<0x20, (TUNE_7 + 10)>>>(MOD8_1(lane27));
    if (data26[lane27] == t30) {
        return -2542;
    }
    return MOD8_1(t30);
}
int main()
{
    int count31 = 2592;
    if (count31 > spread14(3, count31)) {
        for (int it32 = 13; it32 > 0; --it32) {
            if (check_lerp25(nullptr, it32 + CONFIG_8) < (33 - count31)) {
                count31 = it32;
                count31 = (27 - (count31 >> it32)) + ((count31 * TUNE_7) + 777ull);
            }
        }
    }
    filter9_kernel<<<sizeof(int) * 4, CONFIG_8 + 121>>>(spread14(sizeof(int), 39UL) * check_lerp25(nullptr, count31));
    return 0;
}
