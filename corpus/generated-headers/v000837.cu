// cudagen 0.2 seed 837 valid headers
// features: kernel,launch_bounds,restrict_params,launch,builtin_vars,host_device_function,device_template_function,host_function,constexpr_function,main,constexpr_var,enum,if,for,do_while,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_string,lit_nullptr,cast_c,cast_static,sizeof,macro_object,pp_ifdef,pp_undef,anonymous_class,if_constexpr,concept,requires_clause,requires_expression,hdr_cmath,hdr_cstdio
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <type_traits>
#include <tuple>

#define BLOCK_SIZE_1 3
#define NUM_ITERS_2 (32)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define USE_FAST_PATH_5

#ifndef USE_FAST_PATH_5
#define TUNE_6 8
#else
#define TUNE_6 31
#endif
#undef TUNE_6
#define TUNE_6 2
template <typename T> concept Small7 = sizeof(T) <= 16;
template <typename T> concept Arith8 = requires(T a, T b) {
    a + b;
    { a * b } -> Small7;
    typename T;
};
template <Small7 T> T twice9(T x) { return x + x; }
template <typename T> requires (sizeof(T) >= 4) T thrice10(T x) { return x * 3; }
template <typename T> T quad11(T x) requires Arith8<T> { return x * 4; }
int sign12(Small7 auto v) { return v != 0 ? 1 : 2; }
template <typename T>
int measure13(T v) {
    if constexpr (requires { v.size(); }) {
        return static_cast<int>(v.size());
    } else {
        return 1;
    }
}
enum Mode14 { ON15, ON16, LOW17 };
float norm18(float x, float y) {
    return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}

inline __host__ __device__ unsigned int accum19(int count20, int n21) {
    int w22 = 0x0;
    do {
        n21 ^= count20;
        for (int j23 = count20; j23 > 0; --j23) {
            printf("lane %d\n", static_cast<int>(n21));
            for (int it24 = 0; it24 < w22; it24 += 1) {
                if ((n21 += it24, n21) > 57) {
                    return n21 >> (j23 % 40);
                }
                n21 ^= n21;
            }
        }
        ++w22;
    } while (w22 < n21);
    return 0x5e4;
}

__global__ void __launch_bounds__(1 << 6) accum25_kernel(const int *__restrict__ coef26, unsigned long a27) {
    unsigned int idx28 = (blockIdx.x * blockDim.x) + threadIdx.x;
    ++a27;
    --a27;
    if (((*coef26) % 1924UL) == idx28) {
        return;
    }
}
struct Window29 {
    struct {
        int lo, hi;
    } span;
    int count;
};
typedef struct {
    int key;
    float weight;
} Anon30;
__host__ __device__ int extent31(int x) {
    Window29 r{};
    r.span.lo = x;
    r.span.hi = x + 8;
    Anon30 a{x, 1.0f};
    return r.span.hi - r.span.lo + a.key;
}

constexpr int trace32(int lane33) {
    return ((lane33 > NUM_ITERS_2) ? (lane33 += lane33, lane33) : (lane33 << 5)) * lane33;
}

int main() {
    int size34 = 388;
    size34 = static_cast<float>((size34 += size34, static_cast<unsigned char>(sizeof(double))));
    if (((size34 > 64) ? size34 : 0b10100) != size34) {
        return measure13<double>((unsigned)size34);
    }
    const char *w35 = "x=%d";
    accum25_kernel<<<(size34 + 0b11111111) / 0x100, (TUNE_6 + 0x1FE)>>>((const int*)nullptr, w35[1] - 0x38l);
    return 0;
}
