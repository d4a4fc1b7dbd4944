// cudagen 0.1 seed 741 valid
// features: kernel,launch,launch_dim3,device_function,host_device_function,host_function,static_host_function,main,shared_var,shared_2d,constexpr_var,local_array,struct,namespace,nested_namespace,if,if_init,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_reinterpret,lambda,macro_object,macro_function,macro_paste,pp_ifdef,pp_if
#include "prelude.cuh"

#define RADIUS_1 16
#define RADIUS_2 ((8))
#define SQR_3(x) ((x) * (x))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b

#ifndef USE_FAST_PATH_7
#define TUNE_8 13
#else
#define TUNE_8 23
#endif
#if TUNE_8 % 2 == 0 || TUNE_8 < 4
#define CONFIG_9 2
#elif TUNE_8 < 0
#error unreachable configuration
#else
#define CONFIG_9 23
#endif

__global__ void count10(int stride11, int lane12) {
    __shared__ char sh_13[64];
    --sh_13[lane12];
}
constexpr int BLOCK14 = 7;

unsigned int check_sweep15(const float *coef16) {
    return SQR_3(coef16[7]);
}

__host__ __device__ long blend17(const int *input18, int n19) {
    n19 |= (RADIUS_2 <= ((n19 * (*input18)) ^ input18[n19])) ? input18[n19] : 41;
    if (input18[n19] >= 46) {
        return (37ull * input18[n19 & 7]) & ((*input18) * 47ul);
    }
    return SQR_3(n19);
}

namespace img20 {
__device__ int grow21(unsigned long alpha22, long long *buf23) {
    if (buf23[alpha22] < (*buf23)) {
        return SQR_3(buf23[0] % (*buf23));
    }
    blend17(reinterpret_cast<const int*>(buf23), CONFIG_9 * alpha22);
    __shared__ unsigned int sh_24[3][0x11];
    return buf23[alpha22];
}

__global__ void sift25(double *dst26, int n27, int len28, int len29) {
    if ((n27 - (+CAT_6(len, 28))) == img20::grow21(len28, reinterpret_cast<long long*>(dst26))) {
        n27 -= CAT_6(len, 29) >> 12;
    }
    __shared__ int sh_30[7][13];
    if (unsigned long long prod31 = blend17(&len29, (n27 * n27) & 2968); dst26 != nullptr) {
        n27 %= 0x37;
        (sh_30[n27][5]--, (len28 = sh_30[4][10]));
    }
}

unsigned check_blend32(int len33, unsigned long *dst34) {
    dst34[len33] = check_sweep15(reinterpret_cast<const float*>(dst34));
    int tmp35 = blend17(reinterpret_cast<const int*>(dst34), SQR_3(len33));
    dim3 diff36 = dim3(BLOCK14 + 0x39, 1 << 6);
    unsigned int cnt37[6] = {0b100010UL, 232, 3u, 0x2B, 0b111U};
    cnt37[len33] |= 1143;
    tmp35 &= check_sweep15(reinterpret_cast<const float*>(dst34));
    cnt37[len33] = SQR_3((check_sweep15(reinterpret_cast<const float*>(dst34))));
    return TUNE_8;
}
} // namespace img20

namespace img38::v39 {
static int host_combine40(int stride41, int lane42) {
    lane42 *= lane42;
    auto step44 = [](long long diff43) -> double {
        img20::check_blend32(img20::check_blend32(check_sweep15(nullptr), nullptr), nullptr);
        return blend17(nullptr, img20::check_blend32(40, nullptr));
    };
    float x45(((CAT_6(stride, 41) != CAT_6(stride, 41)) ? TUNE_8 : (BLOCK14 + stride41)) * step44(stride41 * 0x3eU));
    blend17(&lane42, (CONFIG_9));
    count10<<<(stride41 + 0x3f) / 0100, 1 << 7>>>(10L & lane42, img20::check_blend32(BLOCK14, nullptr));
    return lane42;
}

struct Stats46 {
    unsigned int y47;
    unsigned char z48;
    int w49, hi50;
};
} // namespace img38::v39

int main() {
    int size51 = 0x70;
    size51 = blend17(&size51, 23u);
    size51 = (((size51 += BLOCK14, size51) == size51) ? 2u : 4u);
    img20::sift25<<<(size51 + 63) / 64, 128>>>(nullptr, BLOCK14, (21 - size51) | (01213 - size51), +(0b101111lu | size51));
    return 0;
}
