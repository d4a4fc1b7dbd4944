// cudagen 0.1 seed 1739 valid
// features: kernel,restrict_params,launch,device_function,device_forceinline,main,managed_var,shared_var,constexpr_var,auto_var,struct,operator_overload,enum,namespace,if,if_init,goto,static_assert,bitwise,comparison,incdec,comma,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,cast_reinterpret,macro_paste,comments
#include "prelude.cuh"

#define CAT_1(a, b) a##b

__global__ void gather2_kernel(int len3, const unsigned int* src4, float a5) {
    int diff6 = CAT_1(len, 3);
    len3++;
    len3 = (CAT_1(a, 5) + diff6);
    unsigned int m7 = src4[5] & (len3 * diff6);
    len3 = 47u;
    len3 = 48;
}

struct Pixel8 {
    float y9;
    int lo10;
    unsigned long mass11;
    float weight12;
};

inline __host__ __device__ Pixel8 operator+(Pixel8 a, Pixel8 b) {
    Pixel8 r = a;
    r.y9 += b.y9;
    r.lo10 += b.lo10;
    r.mass11 += b.mass11;
    r.weight12 += b.weight12;
    return r;
}

__device__ __forceinline__ int bias13(int lane14, unsigned int* acc15) {
    if (constexpr float z16 = 4.625f; (((*acc15) * CAT_1(lane, 14)) + acc15[lane14 & 7]) >= acc15[lane14]) {
        double val17 = lane14 % 2;
        acc15[lane14 & 7] = val17;
    }
    return (0x10);
}
enum Color18 { BUSY19, MUL20 };
/* NOTE: keep in sync with the host reference. */

__device__ unsigned int weigh21(Pixel8 b22) {
    if (bias13((b22.y9 += b22.y9, b22.weight12), (unsigned int*)nullptr) < (-b22.y9)) {
        b22 = Pixel8{3.0f, 19, static_cast<unsigned long>(bias13(bias13(MUL20, nullptr), (unsigned int*)nullptr)), 'A'};
    }
    __shared__ unsigned char sh_23;
    if (bias13(18, nullptr) == (sh_23 / 16ULL)) {
        bias13(61lu, (unsigned*)nullptr);
        Color18 flag24 = MUL20;
    }
    return (((double)20.875));
}

__device__ int gather25(long long* __restrict__ out26, Pixel8 b27, short q28) {
    b27 = Pixel8{static_cast<float>(q28), 3, static_cast<unsigned long>((q28 += b27.mass11, BUSY19)), 18.25F};
    __shared__ float sh_29[128];
    const long long* acc30 = out26;
    q28 = (*acc30) + CAT_1(q, 28);
    return +((*out26) += 56ull, bias13(23lu, reinterpret_cast<unsigned*>(out26)));
}

namespace img31 {
__global__ void march32(int count33, int* dst34) {
    Color18 lim35 = BUSY19;
    if (12L < CAT_1(lim, 35)) {
        goto skip36;
    }
    lim35 = MUL20;
    (++count33, (dst34[count33 & 7] = ~gather25(reinterpret_cast<long long*>(dst34), Pixel8{}, dst34[0x2])));
skip36:;
}
__managed__ int m_gather37 = MUL20 + 012;
enum Level38 { HIGH39, RED40, FAST41 };
} // namespace img31

namespace util42 {
enum Op43 {
    IDLE44,
    FAST45,
    RED46 = 4,
    IDLE47,
    ON48
};
} // namespace util42

__device__ __forceinline__ unsigned int filter49(float p50, const Pixel8 &alpha51) {
    if (42 < (alpha51.y9 - alpha51.weight12)) {
        auto f52 = bias13(bias13(gather25((long long*)nullptr, Pixel8{static_cast<float>(p50), 20, 5ul, p50}, img31::m_gather37), (unsigned int*)nullptr), (unsigned int*)nullptr);
        if ((f52 & 1)) {
            return 0;
        }
        __shared__ unsigned int sh_53;
    }
    return p50;
}

int main() {
    int len54 = 0xC4B;
    if (len54 != len54) {
        static_assert(0x3c > 59);
        img31::march32<<<(0400), 2 * (util42::IDLE47 + (img31::RED40 + 10))>>>((49 % len54) * CAT_1(len, 54), nullptr);
    }
    util42::Op43 w55 = util42::IDLE44;
    gather2_kernel<<<(img31::m_gather37 + 31) / 32, 32>>>((img31::m_gather37), nullptr, len54);
    return 0x0;
}
