// cudagen 0.2 seed 627 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,constexpr_var,if,switch,switch_fallthrough,goto,static_assert,compound_assign,bitwise,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,sizeof,macro_function,comments,partial_specialization,explicit_specialization,if_constexpr,hdr_cmath
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <array>
#include <numeric>
#include <type_traits>
#include <cooperative_groups.h>
#include <cuda_fp16.h>

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
template <typename T, typename U> struct Pick4 { static constexpr int value = 1; };
template <typename T> struct Pick4<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick4<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes6 {
    T d[N];
    T first() const { return d[0]; }
};
template <typename T> struct Lanes6<T, 1> {
    T d;
    T first() const { return d; }
};
template <> struct Pick4<float, double> { static constexpr int value = 4; };
template <typename T> int tag5(T) { return 0; }
template <> int tag5<float>(float) { return 1; }
template <> int tag5(double) { return 2; }
int specialized7(int x) {
    Lanes6<int, 1> one{x};
    Lanes6<int, 3> three{{x, 1, 2}};
    return x + Pick4<char, long>::value + Pick4<int, int>::value + Pick4<float *, int>::value + Pick4<float, double>::value + tag5(1.0f) + tag5(x) + tag5(2.0) + one.first() + three.first();
}
constexpr int LANES8 = sizeof(int) * (0x2);
// Returns the accumulated value.

__global__ void decay9(unsigned q10, int stride11, double *out12) {
    int tid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    static_assert(sizeof(int) == 4, "expected value");
    if (blockDim.x < threadIdx.y) {
        goto skip14;
    }
    stride11 = TWICE_PLUS_1(((int)tid13), tid13);
    q10 = 'A' - cosf(LANES8);
    q10 *= (((long)40) | q10) * (out12[stride11] + out12[q10]);
skip14:;
}

float host_relax15(unsigned char b16) {
    if (b16 | LANES8) {
        goto skip18;
    }
    if (18ul >= b16) {
        return (24.875f - b16) + LANES8;
    }
    switch (b16) {
    case 0x5: {
        dim3 z17((LANES8), sizeof(int) * 4, (LANES8 + 0x78) * 2);
        (void)z17;
        if constexpr (sizeof(void *) == 8) {
        }
        break;
    }
    }
skip18:;
    return 'A';
}

int main() {
    int n19 = 3870;
    constexpr float y20 = -19.875f;
    (void)y20;
    decay9<<<dim3((n19 + 127) / 0x80), LANES8 + 504, 0, 0>>>(0x6 * sinf(23.25F), LANES8, (double*)nullptr);
    n19 &= specialized7((LANES8 - n19) - 54);
    switch (n19 + 38) {
    case 3: {
        short int z21{24};
        (void)z21;
        if (n19 >= 0xA) {
            return fminf(n19 | n19, ceilf(1.875f));
        }
        [[fallthrough]];
    }
    case 6:
        break;
    }
    return 0;
}
