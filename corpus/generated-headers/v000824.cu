// cudagen 0.2 seed 824 valid headers
// features: kernel,kernel_from_macro,launch,launch_dim3,builtin_vars,main,constexpr_var,enum_class,incdec,comma,address_of,call,lit_int_suffix,sizeof,macro_function,macro_statement,enum_underlying,partial_specialization,explicit_specialization,if_constexpr,type_traits,consteval,runtime_api
// nvcc: -std=c++20 -rdc=true
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <cuda_fp16.h>
#include <cuda/std/array>
#include <cuda/std/functional>

#define HALF_1(x) ((x) / 2)
#define SQR_2(x) ((x) * (x))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
enum struct Axis5 : long {
    Low6,
    Red7,
    Green8,
    Fast9,
    Red10
};
consteval int square11(int x) { return x * x + 2; }
constexpr int kSquare12 = square11(7);
#define DEFINE_MAP_KERNEL_13(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_13(map_scale14, int)
template <typename T> struct IsReal16 { static constexpr bool value = false; };
template <> struct IsReal16<float> { static constexpr bool value = true; };
template <> struct IsReal16<double> { static constexpr bool value = true; };
template <typename T>
__device__ int classify15(T v) {
    if constexpr (IsReal16<T>::value) {
        return static_cast<int>(v * 5);
    } else if constexpr (sizeof(T) == 8) {
        return static_cast<int>(v) + 3;
    } else {
        return static_cast<int>(v) + 1;
    }
}
template <typename T, typename U> struct Pick17 { static constexpr int value = 1; };
template <typename T> struct Pick17<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick17<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes19 {
    T d[N];
    T first() const { return d[0]; }
};
template <typename T> struct Lanes19<T, 1> {
    T d;
    T first() const { return d; }
};
int specialized20(int x) {
    Lanes19<int, 1> one{x};
    Lanes19<int, 3> three{{x, 1, 2}};
    return x + Pick17<char, long>::value + Pick17<int, int>::value + Pick17<float *, int>::value + one.first() + three.first();
}

int main() {
    int n21 = 2293;
    bool base22 = specialized20(34);
    cudaStream_t stream23;
    cudaStreamCreate(&stream23);
    cudaStreamSynchronize(stream23);
    constexpr float lo24 = 11L;
    unsigned short prod25{2063ll};
    (prod25--, (n21 = HALF_1(-(base22 - lo24))));
    map_scale14<<<dim3(4 * 8, sizeof(int) * 8, 2), sizeof(int) * 32>>>(&n21, HALF_1(n21));
    return 0;
}
