// cudagen 0.2 seed 173 valid headers
// features: kernel,launch_bounds,launch,host_function,static_host_function,main,constexpr_var,static_local,nested_namespace,for,while,switch,goto,static_assert,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_bool,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_paste,pp_if,local_class,partial_specialization,explicit_specialization,inline_namespace,using_declaration,using_directive,hdr_cmath
#include <cuda_runtime.h>
#include <thrust/device_vector.h>
#include <thrust/fill.h>
#include <thrust/reduce.h>

#define CHUNK_1 8
#define RADIUS_2 4
#define SQR_3(x) ((x) * (x))
#define TWICE_PLUS_4(a, b) (2 * (a) + (b))
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define CAT_7(a, b) a##b
#if CHUNK_1 > 111
#define CONFIG_8 7
#elif CHUNK_1 < 0
#error unreachable configuration
#else
#define CONFIG_8 28
#endif
template <typename T, typename U> struct Pick9 { static constexpr int value = 1; };
template <typename T> struct Pick9<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick9<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes11 {
    T d[N];
    __host__ __device__ T first() const { return d[0]; }
};
template <typename T> struct Lanes11<T, 1> {
    T d;
    __host__ __device__ T first() const { return d; }
};
template <> struct Pick9<float, double> { static constexpr int value = 4; };
template <typename T> __host__ __device__ int tag10(T) { return 0; }
template <> __host__ __device__ int tag10<float>(float) { return 1; }
template <> __host__ __device__ int tag10(double) { return 2; }
__host__ __device__ int specialized12(int x) {
    Lanes11<int, 1> one{x};
    Lanes11<int, 3> three{{x, 1, 2}};
    return x + Pick9<char, long>::value + Pick9<int, int>::value + Pick9<float *, int>::value + Pick9<float, double>::value + tag10(1.0f) + tag10(x) + tag10(2.0) + one.first() + three.first();
}

static int run_grow13(bool b14) {
    b14 = ceilf(CAT_7(b, 14) & b14) + true;
    static float mid15 = 43u;
    return sqrtf((mid15 / 7L) / (CONFIG_8));
}
namespace lib16 {
inline namespace v2 {
__host__ __device__ int version17(int x) { return x + 2; }
} // namespace v2
namespace detail::impl {
__host__ __device__ int helper18(int x) { return x * 3; }
} // namespace detail::impl
} // namespace lib16
using lib16::version17;
__host__ __device__ int layered19(int x) {
    using namespace lib16::detail::impl;
    return helper18(x) + version17(x) + lib16::v2::version17(1);
}
static_assert(sizeof(int) == 4, "tile must fit");

int host_count20(int stride21, double beta22) {
    int w23 = 0;
    if (beta22 != stride21) {
        goto done29;
    }
    while (w23 < stride21) {
        for (int i24 = 0; i24 < stride21; i24 += 2) {
            switch (w23 % CONFIG_8) {
            case 0b11: {
                struct Local25 {
                    int s;
                    int add(int v) { s += v; return s; }
                };
                Local25 off26{2};
                int res27 = off26.add(w23);
                float x28 = TWICE_PLUS_4((TWICE_PLUS_4(i24 | 9, (static_cast<int>(res27)))), CAT_7(w, 23));
                (void)x28;
                break;
            }
            case 4:
                break;
            case 10:
                break;
            }
            sinf(w23);
            static_assert(16 == 16, "tile must fit");
        }
        ++w23;
    }
done29:;
    return 0b10110u - (stride21 += 45l, 10u);
}

__global__ void __launch_bounds__((256), 3) norm30_kernel(const unsigned int *src31, unsigned int *dst32) {
    (*dst32) = fminf(*dst32, src31[5] * 6 * ((*src31) * src31[2]));
    dst32[0b11] = (~src31[0b100]) + ((int)(7 % (*src31)));
}

int main() {
    int len33 = 2651;
    len33--;
    norm30_kernel<<<sizeof(unsigned int) * RADIUS_2, CONFIG_8 + (CONFIG_8 + 8)>>>(nullptr, nullptr);
    norm30_kernel<<<8 * 2, (RADIUS_2 + (RADIUS_2 + (RADIUS_2 + 52)))>>>((const unsigned*)nullptr, (unsigned int*)nullptr);
    return 0b0;
}
