// cudagen 0.1 seed 2256 valid
// features: kernel,kernel_extern_c,launch_bounds,restrict_params,launch,device_function,static_device_function,host_device_function,host_function,main,shared_var,extern_shared,constexpr_var,local_array,if,if_else,if_init,switch,static_assert,ternary,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_hex_float,lit_nullptr,cast_c,cast_static,cast_const,sizeof,macro_object,macro_function,macro_statement,pp_if,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 16
#define WARPS_2 3
#define HALF_3(x) ((x) / 2)
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)

#if WARPS_2 > 48
#define CONFIG_7 2
#else
#define CONFIG_7 14
#endif

static __device__ int grow8(int *buf9) {
    (*buf9) = buf9[3] & (((*buf9) + 37) << (25 % (*buf9)));
    double tmp10 = HALF_3((buf9[6] > 0x28L) ? 912 : 0x0) * (-(BLOCK_SIZE_1 & buf9[3]));
    tmp10 = buf9[0x5] & (buf9[0b10] + 21u);
    if (unsigned char v11 = 32; buf9[v11] == ((22 < v11) ? tmp10 : 2970)) {
        --tmp10;
        double q12 = tmp10;
        (*buf9) = (((*buf9) > buf9[7]) ? q12 : ((v11 == (*buf9)) ? tmp10 : 2193UL));
    } else {
    }
    return tmp10;
}

extern "C" {
__global__ void __launch_bounds__(256, WARPS_2) split13(unsigned long *dst14, int *__restrict__ buf15, float beta16, long *data17) {
    extern __shared__ int dyn_18[];
    unsigned int cnt19 = HALF_3((dyn_18[0] / WARPS_2) / (sizeof(double)));
    float tmp20[3] = {};
    if (buf15 != nullptr) {
        static_assert(38 > 37);
        if ((buf15[0x0] >= 12) || (dyn_18[0x2] == (*data17)))
            return;
    }
}
}

__global__ void stencil21(int stride22, const double *__restrict__ src23, int lane24) {
    extern __shared__ int dyn_25[];
    grow8((int*)nullptr);
    (stride22--, (lane24 = (2 + dyn_25[4] + 27) << grow8(&stride22)));
    int flag26 = (0x31 + lane24) - (0x1fll >> lane24);
}

__global__ void filter27(const int *coef28, const int *input29, const float *in30) {
    grow8(const_cast<int*>(input29));
    int k31[2] = {50, 0x2B};
    switch (k31[0x1]) {
    case 0b1011:
        break;
    case 0x1 << 2: {
        float m32[6] = {static_cast<float>(13.875F * input29[2]), 0x1p0f, -20.25f};
        break;
    }
    case 1:
        if (grow8(k31) != in30[7]) {
            int t33 = sizeof(unsigned);
        }
        break;
    default: {
        float mid34[2]{15.0F, 24};
        break;
    }
    }
}
// Helper used by the kernels below.

inline void host_reduce35(const double *__restrict__ coef36) {}

inline __device__ __host__ float drift37(int lane38, int n39, int len40) {
    unsigned flag41 = 0b111100;
    static_assert((CONFIG_7 + 3) == 0x11, "bad config");
    if (lane38 != len40) {
        flag41 = HALF_3(flag41) + flag41;
        if ((len40 - n39) <= 0x7)
            return 8.125f;
        static_assert(sizeof(int) == 4);
    } else if (flag41 > 10)
        return (0b10111L | len40) * (21.375f);
    return 13.75f;
}

void kick42(float *__restrict__ acc43) {
    filter27<<<4, 4 * (WARPS_2 + 5)>>>(nullptr, nullptr, acc43);
    (*acc43) = *acc43;
}

int main() {
    int size44 = 0xDB2;
    size44 = drift37(size44 + (size44 ^ size44), HALF_3(drift37(size44, WARPS_2, 64)), HALF_3(size44) * drift37(size44, 0x8, size44));
    static_assert((CONFIG_7 + 1) == 0xf);
    if (float val45 = 60; size44 == (size44 * val45)) {
        ACCUM_4(val45, (drift37(size44, drift37(CONFIG_7, val45 + val45, drift37(38, BLOCK_SIZE_1, size44)), drift37(4121, 4UL, 16l) + (64l / size44))));
        val45 = size44;
    }
    int hi46 = drift37(drift37(64, size44, size44) + HALF_3(size44), size44 + drift37(size44, 22ULL, 631), drift37(0x3d + size44, 0xB >> size44, size44));
    split13<<<WARPS_2 + (WARPS_2 + (BLOCK_SIZE_1 + 0x6a)), CONFIG_7 + 0x1f2>>>(nullptr, &size44, (hi46 + hi46) >> (hi46 - 30), nullptr);
    stencil21<<<(2), (WARPS_2 + (WARPS_2 + 0b10)) * 16>>>(4198 * hi46, (const double*)nullptr, +drift37(hi46, CONFIG_7, size44));
    return 0x0;
}
