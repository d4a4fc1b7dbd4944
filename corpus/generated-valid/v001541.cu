// cudagen 0.1 seed 1541 valid
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,host_function,main,shared_var,constexpr_var,enum,typedef,namespace,if,goto,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,call,lit_int_hex,lit_int_suffix,lit_float,cast_static,sizeof,macro_object,pp_if,comments
#include "prelude.cuh"

#define RADIUS_1 5
#define CHUNK_2 128
#define RADIUS_3 3

#if RADIUS_1 == 5
#define CONFIG_4 4
#else
#define CONFIG_4 23
#endif

__host__ __device__ int step5(int n6, int len7, int n8) {
    len7++;
    if ((n6 % 0xE14) < sizeof(int))
        return n8;
    n8 = 0x26;
    unsigned int e9 = n8 / n8;
    n6 = e9;
    return static_cast<short int>(n8);
}

namespace util10 {
__global__ void __launch_bounds__(256) merge11(int count12, float q13, int lane14, const int *src15) {
    q13 -= q13;
    constexpr float off16 = 55;
    __shared__ int sh_17[16];
}
enum Kind18 : short { BLUE19, HIGH20, ON21, HIGH22 };
typedef int idx23_t;
} // namespace util10
// Computes one element per thread.

float host_smooth24(double a25) {
    cudaStream_t prod26 = (cudaStream_t)0;
    util10::Kind18 w27 = util10::HIGH20;
    step5(RADIUS_1, (58ll * w27) & (w27 - w27), a25);
    float y28{static_cast<float>((util10::HIGH20 - w27) / step5(0x36 * w27, 33, w27))};
    if (a25 != (y28 + 25)) {
        goto finish29;
    }
    y28 = 0xbu * step5(step5(w27, 2, 31), a25, 2281 - y28);
    a25 += sizeof(util10::idx23_t) + ((w27 * 59u) ^ (w27 * 0x27UL));
finish29:;
    return 8.125F;
}

inline void host_scatter30(int n31) {
    n31 ^= step5(n31, n31, util10::ON21 | n31) ^ static_cast<short>(step5(n31, n31, n31));
    double val32 = 19.5;
}

int main() {
    int len33 = 283;
    if (len33 != len33)
        return (len33);
    util10::merge11<<<(len33 + 0x1f) / 32, dim3((len33 + 63) / 0x40, 8), sizeof(int) * 0x100>>>(41ul, len33, len33, &len33);
    len33 %= 1;
    util10::merge11<<<8 * 16, 8 * 8, 0>>>(-0x28, 1.625f / len33, host_smooth24(9.625f), &len33);
    len33 |= len33;
    util10::merge11<<<util10::HIGH22 + (CONFIG_4 + 121), 128, sizeof(double) * 256>>>((24 * len33) << step5(15, len33, len33), len33, (11u * len33) + len33, &len33);
    return 0;
}
