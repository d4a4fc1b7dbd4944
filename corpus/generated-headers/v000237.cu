// cudagen 0.2 seed 237 valid headers
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,host_function,main,constexpr_var,enum_class,if,ternary,compound_assign,bitwise,logical,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,sizeof,macro_function,macro_stringize,macro_paste,macro_statement,union,union_anonymous,conversion_operator,enum_underlying,if_constexpr,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <algorithm>
#include <type_traits>

#define MOD8_1(x) ((x) % 8)
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
enum class Axis6 : unsigned int { Busy7, Off8 = 5, Blue9 };
struct Word10 {
    int tag;
    union {
        int i;
        float f;
    };
};
__host__ __device__ float use11(int x) {
    Word10 v{};
    v.tag = x;
    if (x > 8) {
        v.f = 2.5f;
        return v.f;
    }
    v.i = static_cast<int>(x);
    return static_cast<float>(v.i) + 1.0f;
}
__global__ void filter12(int n13, char* __restrict__ out14, short int a15) {
    sinf(((a15 * 58lu) == 22) ? (*out14) : MOD8_1(*out14));
    constexpr unsigned int lim16 = 26L;
    (void)lim16;
    bool w17 = (!(n13 * 37UL)) || (out14[2] <= MOD8_1(*out14));
    if (MOD8_1(a15) < cosf(out14[3])) {
        (*out14) %= (127LL - ((w17 <= n13) ? (*out14) : out14[1])) + (0x1Blu);
        Axis6 m18 = Axis6::Off8;
        (void)m18;
    }
}
struct Meter19 {
    double v;
    __device__ operator double() const { return v; }
};
__device__ double convert20(double x) {
    Meter19 m{x};
    double plain = m;
    return plain + static_cast<double>(m) * 2;
}
float host_scale21(float cfg22, int len23, long b24) {
    if constexpr (sizeof(void *) == 8) {
        len23 += MOD8_1(b24) - (-(55 / b24));
        b24 = cfg22;
    } else {
        len23 ^= 11u;
    }
    int y25 = 0xBu - b24;
    (void)y25;
    filter12<<<dim3(8 * 2, 2, (b24 + 0x3f) / 64), 0200, 0>>>(expf(CAT_5(b, 24) - 19.0f), nullptr, (len23) + 24u);
    const char* s26 = STR_4(x + 1);
    return cosf((len23) * (sizeof(long) - s26[0]));
}
int main() {
    int count27 = 1494;
    sqrtf((count27 / 3) - floorf(15.625F));
    if (count27 > ((count27 + count27) * MOD8_1(CAT_5(count, 27)))) {
        count27 &= 3;
        floorf(24.75F);
    }
    return 0x0;
}
