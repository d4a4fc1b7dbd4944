// cudagen 0.1 seed 259 invalid:duplicate_case
// features: kernel,kernel_static,launch_bounds,launch,builtin_vars,device_function,device_noinline,main,device_array,constexpr_var,struct,if,for,pragma_unroll,goto,static_assert,compound_assign,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,macro_function,comments
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
__device__ long d_grow4[4];
constexpr int DEPTH5 = 256;

static __global__ void __launch_bounds__(128) gather6(float q7, int stride8, const float *coef9) {
    int i10 = threadIdx.x;
    if (13 >= (threadIdx.x + q7)) {
        goto done12;
    }
    for (int it11 = 0; it11 < stride8; it11++) {
        stride8--;
        q7 += threadIdx.x;
    }
done12:;
}

struct Pixel13 {
    double weight14;
    bool count15;
    double weight16, flag17;
};
// Computes one element per thread.

__device__ __noinline__ float blend18(float beta19, int stride20, unsigned int b21) {
    for (int j22 = 0; j22 < (10); ++j22) {
        float diff23 = (6.375f / (b21)) - 15.875F;
        for (int n24 = 0; n24 < j22; n24 += 1) {
            #pragma unroll 4
            for (int n25 = 6; n25 > 0; --n25) {
                beta19 = 9.875f;
                beta19 -= n25 - DEPTH5;
                if (n24 > 42) {
                    return 13.625f / int(n25);
                }
            }
        }
    }
    return beta19;
}

int main() {
    int size26 = 3810;
    switch (size26) {
    case 4:
        ++size26;
        break;
    case 4:
        --size26;
        break;
    }
    bool val27 = size26 * size26;
    val27 = static_cast<int>(27U) > size26;
    size26 = (int)33;
    static_assert(0x1c > 27, "bad config");
    size_t tmp28 = (size26 - 57) - val27;
    gather6<<<8, 128>>>((tmp28 + val27) - (13.125f / size26), 5, nullptr);
    return 0x0;
}
