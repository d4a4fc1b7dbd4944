// cudagen 0.1 seed 526 invalid:const_without_initializer
// features: kernel,launch,launch_dim3,launch_shared_mem,device_function,device_forceinline,host_function,main,shared_var,static_shared,constexpr_var,enum,enum_class,if,switch,nested_block,ternary,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_static,sizeof,lambda,macro_function,macro_paste,pp_ifdef,pp_undef
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 15
#else
#define TUNE_6 39
#endif
#undef TUNE_6
#define TUNE_6 2
enum class Color7 { Red8, High9 = 3, Blue10 = 9 };

float update11(int lane12, unsigned *out13) {
    auto lam17 = [](unsigned r14, unsigned long long f15) -> int {
        r14 = TUNE_6 - ((unsigned long)SQR_1(f15));
        int idx16(r14);
        return CAT_4(f, 15) >> 5;
    };
    lane12 = lane12;
    --lane12;
    return ((lane12 << 6) >= (lane12 / 786U)) ? (32 * SQR_1(out13[2])) : CAT_4(lane, 12);
}
enum Phase18 { ON19 = 3, FAST20, ADD21 = 9, ON22 };

__device__ __forceinline__ void weigh23(const int *src24, unsigned int a25) {
    switch ((*src24) - a25) {
    case (11): {
        Color7 diff26 = Color7::High9;
        if ((*src24) >= a25) {
            if (58 < a25) {
                Phase18 base27 = ON19;
                static __shared__ float sh_28[128];
            }
        }
        break;
    }
    case 0: {
        float x29 = SQR_1(src24[7]) / SQR_1(a25);
        break;
    }
    case (ON19 + (TUNE_6 + 3)):
        break;
    case 1:
        break;
    default:
        break;
    }
}

__global__ void scatter30(const double *input31) {
    if ((input31[4] + 29) < ((((*input31) != 5) ? (*input31) : (*input31)) - input31[3])) {
        {
            {
            }
        }
        static __shared__ double sh_32;
    }
}

__device__ float accum33(int lane34) {
    unsigned int r35 = SQR_1(CAT_4(lane, 34));
    r35 = 13;
    constexpr bool prod36 = 1;
    return SQR_1(r35);
}

__global__ void bump37_kernel(int *data38, const int *coef39, int lane40) {
    Phase18 h41 = ON19;
    double res42 = (lane40 += '#', 041l);
}

__device__ void decay43(float a44, int *acc45) {
    if ((acc45[4] % 0b101110U) == ON19)
        return;
    __shared__ float sh_46[sizeof(int) * 0b100];
    long z47 = accum33(SQR_1(a44));
    ++acc45[2];
    ++sh_46[017];
    weigh23(nullptr, sh_46[z47]);
}

int main(void) {
    int len48 = 1227;
    const int limit_49;
    update11((len48 += len48, (len48 >> 0)), nullptr);
    scatter30<<<(TUNE_6 + 2) * (ON19 + 1), 32, sizeof(float) * (TUNE_6 + 254)>>>(nullptr);
    if (len48 <= static_cast<double>(len48))
        return 0;
    bump37_kernel<<<1 << 3, dim3((len48 + 31) / 32), 0>>>(nullptr, nullptr, ON22);
    return 0;
}
