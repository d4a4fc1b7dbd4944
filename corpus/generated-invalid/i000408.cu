// cudagen 0.1 seed 408 invalid:missing_semicolon_after_struct
// features: kernel,launch,launch_shared_mem,launch_stream,device_function,host_device_function,host_function,main,shared_var,local_array,auto_var,enum_class,using_alias,if,for,pragma_unroll,ternary,compound_assign,bitwise,shift,logical,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,cast_reinterpret,alignof,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b

inline __host__ __device__ float fold2(char a3, const unsigned int *in4, int stride5) {
    a3 <<= stride5 + (*in4);
    stride5 = (stride5);
    int u6[(0x8)] = {stride5, 0x32};
    u6[a3] = a3;
    double lim7[7]{21.875, static_cast<double>(-5.875), static_cast<double>(3367), 37, 4.5, 7.0, static_cast<double>(u6[0b110])};
    int diff8 = 48;
    lim7[0] /= 14.875F * (diff8 >> (a3 - 34LL));
    return -1.625f;
}

__device__ char lerp9(int stride10, int lane11) {
    lane11 /= static_cast<float>(22.75f);
    auto k12 = (size_t)48;
    return lane11 >> stride10;
}
enum class Phase13 {
    Low14,
    Mul15 = 2,
    Green16,
    Red17,
    High18
};

__global__ void probe19_kernel(float *buf20, float cfg21, long *acc22, float *buf23) {
    cfg21 /= cfg21;
    int s24 = *buf23;
    Phase13 res25 = Phase13::Red17;
    unsigned int y26 = acc22[s24];
}
using real27_t = double;

__device__ int smooth28(const int *src29, long long p30) {
    p30 |= 0b100011;
    p30 = 0x2D;
    if ((src29[p30] - 2'428UL) < 10)
        return (+p30) + 42;
    lerp9(src29[4], (!((*src29) != '\?')) ? ((src29[p30] >= p30) ? src29[4] : 0x3d) : 19l);
    #pragma unroll 4
    for (int n31 = 0b0; n31 < 14; n31 += 4) {
        fold2('a' >> (*src29), reinterpret_cast<const unsigned*>(src29), lerp9(n31, n31) - p30);
        __shared__ short sh_32;
    }
    return -21;
}

float host_trace33(int len34, const unsigned char *coef35) {
    probe19_kernel<<<(4), 0b1 << 8>>>((float*)nullptr, 3 * CAT_1(len, 34), nullptr, nullptr);
    Phase13 h36 = Phase13::Red17;
    int *k37 = &len34;
    probe19_kernel<<<(len34 + 127) / 128, 128 * 2>>>(reinterpret_cast<float*>(k37), (len34 - 13.5f) + fold2(k37[len34], reinterpret_cast<const unsigned*>(coef35), coef35[len34]), reinterpret_cast<long*>(k37), reinterpret_cast<float*>(k37));
    if ((k37[len34]) < len34)
        return static_cast<real27_t>(0x1f) + ((*coef35) - len34);
    (*k37) += CAT_1(len, 34);
    len34 = CAT_1(len, 34);
    return (0x4 >> (k37[len34] * 0x666ULL)) * 1;
}
struct Header40 {
    int tag;
}

int main() {
    int count38 = 1773;
    probe19_kernel<<<(1), 512, 0, (cudaStream_t)0>>>(static_cast<float*>(nullptr), fold2(count38 - 10ul, nullptr, (int)alignof(int)), (long*)nullptr, nullptr);
    int cnt39 = -(((count38 + CAT_1(count, 38)) > 8) ? host_trace33(CAT_1(count, 38), nullptr) : static_cast<unsigned>(count38));
    fold2(6, (const unsigned int*)nullptr, (cnt39));
    return 0;
}
