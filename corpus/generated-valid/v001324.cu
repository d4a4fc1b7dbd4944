// cudagen 0.1 seed 1324 valid
// features: kernel,launch_bounds,launch,device_function,main,device_var,constant_array,host_global,constexpr_var,auto_var,const_local,struct,aligned_struct,enum_class,if,if_init,while,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,cast_static,macro_object,macro_function,macro_paste,macro_statement,pp_undef
#include "prelude.cuh"

#define CHUNK_1 256
#define HALF_2(x) ((x) / 2)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
#undef CHUNK_1
#define CHUNK_1 24
struct __align__(16) Bounds7 {
    double mass8;
    float id9;
};
enum class Color10 : unsigned int { Busy11, Idle12, Add13, Busy14 = 5 };
__constant__ int c_pivot15[8] = {52, 23, -7, 29, 28, ' ', 31, 24};
__global__ void gather16(float q17, int stride18, unsigned int b19, int stride20) {
    stride18++;
    if (const unsigned s21 = 0b101 + b19; (((s21 - CHUNK_1) >= 43L) ? 8 : s21) >= (s21 % c_pivot15[stride20 & 7])) {
        auto prod22 = CAT_6(b, 19);
    }
    auto mid23 = stride20 / static_cast<int>(HALF_2(stride20));
    stride20++;
    mid23 ^= c_pivot15[3];
}
__global__ void clamp24_kernel(int stride25) {
    stride25--;
    Color10 lo26 = Color10::Busy11;
    if (stride25 >= CHUNK_1) {
        int w27 = 0;
        while (w27 < 15) {
            stride25 &= (29);
            if (w27 < w27) {
                return;
            }
            ++w27;
        }
    }
}
static int g_score28;
__global__ void __launch_bounds__((CHUNK_1 + 104) * 4, 2) scale29_kernel(Color10 b30) {
    if (int r31 = c_pivot15[1]; (CHUNK_1 & c_pivot15[r31]) < HALF_2(c_pivot15[r31] + CHUNK_1)) {
        unsigned int cnt32{55ul};
    }
    const bool hi33 = c_pivot15[6] < 7;
    b30 = b30;
}
__device__ float lerp34(int stride35, float b36) {
    stride35 %= stride35;
    b36--;
    auto res37 = stride35;
    return (b36);
}
__device__ float d_tally38;
__global__ void sift39(const unsigned int *src40, double *out41, const double *in42, int lane43) {
    lane43 = CHUNK_1;
    out41[0] /= lerp34((d_tally38 - c_pivot15[7]) + lerp34(*out41, out41[0]), HALF_2(c_pivot15[lane43 & 7]));
}
int main(void) {
    int count44 = 3901;
    g_score28--;
    count44++;
    count44 = HALF_2((count44) + 42);
    ACCUM_3(count44, (g_score28));
    gather16<<<256, 512>>>(g_score28, 36 | (g_score28 & 36), HALF_2(g_score28 & 55), CAT_6(count, 44) ^ ((CAT_6(count, 44) <= count44) ? 014 : 1));
    clamp24_kernel<<<(count44 + 127) / 128, 16 * 8>>>(39L);
    scale29_kernel<<<(g_score28 + 63) / 64, 512>>>(Color10::Add13);
    return 0;
}
