// cudagen 0.2 seed 964 valid headers
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,constexpr_var,if,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_float,cast_c,cast_static,sizeof,lambda,lambda_capture_ref,macro_object,macro_statement,pp_if,partial_specialization,explicit_specialization
#include <cuda_runtime.h>
#include <algorithm>
#include <cmath>
#include <type_traits>
#include <utility>

#define BLOCK_SIZE_1 128
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#if BLOCK_SIZE_1 > 101
#define CONFIG_5 1
#elif BLOCK_SIZE_1 < 0
#error unreachable configuration
#else
#define CONFIG_5 25
#endif
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
template <typename T, typename U> struct Pick7 { static constexpr int value = 1; };
template <typename T> struct Pick7<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick7<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes9 {
    T d[N];
    T first() const { return d[0]; }
};
template <typename T> struct Lanes9<T, 1> {
    T d;
    T first() const { return d; }
};
template <> struct Pick7<float, double> { static constexpr int value = 4; };
template <typename T> int tag8(T) { return 0; }
template <> int tag8<float>(float) { return 1; }
template <> int tag8(double) { return 2; }
int specialized10(int x) {
    Lanes9<int, 1> one{x};
    Lanes9<int, 3> three{{x, 1, 2}};
    return x + Pick7<char, long>::value + Pick7<int, int>::value + Pick7<float *, int>::value + Pick7<float, double>::value + tag8(1.0f) + tag8(x) + tag8(2.0) + one.first() + three.first();
}

static __global__ void gather11(int lane12) {
    int x13 = (((+lane12) < 6) || lane12) ? lane12 : 3;
    if (lane12 < threadIdx.x) {
        return;
    }
    x13 &= -35;
    float m14 = ((float)(19.375F / lane12)) * x13;
    (void)m14;
}

int run_update15(int n16, long b17, const unsigned short* in18) {
    auto step20 = [&](int s19) -> long long {
        (n16++, (s19 /= 44UL));
        return BLOCK_SIZE_1 * static_cast<unsigned int>(b17);
    };
    b17 = 30;
    bool tmp21 = step20(static_cast<double>(in18[1]));
    (void)tmp21;
    return 18ULL;
}

int main() {
    int n22 = 2988;
    if (10 != ((n22 * n22) - (n22 + n22))) {
        n22 /= 16 / n22;
        float lo23 = n22 * ((0.25F * n22) / (n22 + n22));
        (void)lo23;
    }
    gather11<<<dim3((CONFIG_5 + 1) * 2), sizeof(float) * (CONFIG_5 + 63), BLOCK_SIZE_1 + (CONFIG_5 + 07577), (cudaStream_t)0>>>(((n22 - n22) >= n22) ? n22 : (-n22));
    return 0;
}
