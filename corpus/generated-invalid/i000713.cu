// cudagen 0.1 seed 713 invalid:endif_without_if
// features: kernel,launch_bounds,launch,launch_dim3,builtin_vars,host_function,constexpr_function,main,device_var,constexpr_var,enum_class,static_assert,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,macro_paste,pp_undef
#include "prelude.cuh"

#define CHUNK_1 3
#define RADIUS_2 64
#define WARPS_3 256
#define LOW_BITS_4(x) ((x) & 0xF)
#define CAT_5(a, b) a##b
#undef CHUNK_1
#define CHUNK_1 8
__device__ double d_step6 = 6.;
static_assert(38 == 38);
float run_tile7(bool q8) {
    int mid9((((q8 & 1) || (q8 >= q8)) ? q8 : q8) * size_t(q8 * q8));
    unsigned long* lim10 = nullptr;
    lim10[mid9] = ((q8 * 48) ? (q8) : (51ll + (*lim10))) * mid9;
    return (22.125f - ((float)q8)) - (mid9 + 0x1047 + mid9);
}
enum class Color11 {
    Green12,
    Fast13,
    Fast14,
    Add15,
    Idle16
};
__global__ void __launch_bounds__(sizeof(float) * 16, 3) relax17(const double* input18, float* out19, unsigned* acc20, int n21) {
    acc20[0x4]--;
    double z22 = LOW_BITS_4(acc20[0]) * (245 + (*acc20)) * (0x3f1 + acc20[n21 & 7] + d_step6);
    float idx23 = int(15);
}
enum class State24 : unsigned int { Green25, On26 = 2, Busy27, Green28 };
constexpr int shade29(int len30) {
    len30 = LOW_BITS_4(len30) * len30;
    (--len30, (len30 = RADIUS_2));
    return LOW_BITS_4(len30);
}
#endif
int main() {
    int n31 = 06023;
    float z32(n31);
    n31 = (23 >= (n31 / 22UL)) ? long(n31) : 5;
    n31 = z32;
    n31 ^= ((RADIUS_2 - n31) % ((short)z32)) + RADIUS_2;
    bool z33 = (CAT_5(z, 32) - z32) > z32;
    (n31++, (n31 *= (z32)));
    relax17<<<dim3((n31 + 127) / 128), dim3(4, sizeof(float), (n31 + 31) / 040)>>>(nullptr, static_cast<float*>(nullptr), nullptr, 17);
    return 0;
}
