// cudagen 0.1 seed 39 invalid:managed_reference
// features: kernel,kernel_extern_c,maxnreg,launch,launch_dim3,device_function,device_forceinline,static_device_function,host_function,default_args,main,constexpr_var,const_local,if,switch,ternary,bitwise,shift,comparison,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_functional,cast_static,sizeof,macro_function,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define MOD8_2(x) ((x) % 8)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_4(a, b) a##b
// Layout: row-major, no padding.
__global__ void __maxnreg__(128) tally5(int* out6, long cfg7) {
    unsigned int y8 = 1 - out6[cfg7];
    cfg7 = -4902;
    const int mid9 = '\?';
    int lim10 = (*out6) - 0b11;
    cfg7 = mid9;
    int lim11 = cfg7;
}
extern "C" {
static __device__ __forceinline__ double kick18(const size_t* input19, float cfg20 = 13.125f) {
    cfg20 = double(24.0f * CAT_4(cfg, 20));
    if (input19[5] < CAT_4(cfg, 20))
        return 21.75F * (input19[7] + input19[4]);
    switch (input19[5]) {
    case sizeof(int) * 2:
        cfg20 = cfg20 * ADD3_1(cfg20, 5, 60 ^ input19[4]);
        if ((-cfg20) == 53U)
            break;
        break;
    default: {
        signed char x21(cfg20);
        break;
    }
    }
    constexpr float t22 = 0b101111;
    return 7.875;
}
__global__ void smooth12(float* out13, const long* in14, const double* in15) {
    (*out13) = *in15;
    float s16 = *in14;
    short k17 = sizeof(float);
}
}
inline char check_trace23(const double* input24, int* dst25) {
    if ((dst25[0b1] | (*dst25)) != dst25[5])
        return 38U;
    dim3 lo26 = dim3((256));
    if (input24[3] <= 0b101111U)
        return (+(*input24)) + input24[2];
    smooth12<<<2 * 2, lo26>>>(nullptr, static_cast<const long*>(nullptr), nullptr);
    return 45;
}
__managed__ int m_target29 = 1;
__managed__ int &m_ref30 = m_target29;
int main() {
    int n27 = 146;
    ACCUM_3(n27, ((MOD8_2(n27)) | (n27 * n27 * n27)));
    n27 = ADD3_1(n27, (48l - n27) >> ((n27 & 1) ? 2U : CAT_4(n, 27)), MOD8_2(n27));
    tally5<<<dim3(2, 2, (n27 + 31) / 32), 64>>>(nullptr, CAT_4(n, 27));
    n27 = n27;
    dim3 mid28 = dim3(16);
    tally5<<<dim3(4 * 2), dim3(1 << 3, (n27 + 31) / 32)>>>(nullptr, n27);
    return 0;
}
