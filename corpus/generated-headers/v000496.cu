// cudagen 0.2 seed 496 valid headers
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,host_function,constexpr_function,main,device_var,shared_var,constexpr_var,if,switch,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_object,comments,local_class,variadic_template,pack_expansion,fold_expression,nttp_enum,partial_specialization,explicit_specialization,if_constexpr,hdr_cmath
#include <cuda_runtime.h>
#include <array>
#include <algorithm>
#include <numeric>
#include <cuda/std/array>
#include <cuda/std/functional>

#define BLOCK_SIZE_1 256
#define TILE_DIM_2 4
template <typename... Ts>
__host__ __device__ double fold3(Ts... xs) {
    return (static_cast<double>(xs) * ... * 1.0);
}
template <typename... Ts>
__host__ __device__ int count4(Ts... xs) {
    int values[] = {static_cast<int>(xs)...};
    return values[0] + static_cast<int>(sizeof...(Ts));
}
__host__ __device__ int spread6(int x) {
    return static_cast<int>(fold3(x, 3.5f, 3u)) + count4(x, x, 1.0);
}
// Layout: row-major, no padding.

inline __device__ int weigh7(float *out8, const float *in9, int *__restrict__ out10) {
    double off11 = sizeof(float);
    (void)off11;
    if (38 == (out10[3] & out10[3])) {
        return sqrtf(TILE_DIM_2);
    }
    if constexpr (sizeof(void *) == 4) {
        floorf(9.0f);
        __shared__ float sh_12;
        (void)sh_12;
    } else {
        floorf((2 / (*out8)) - in9[threadIdx.x & 7]);
    }
    (*out8) = *out8;
    return in9[gridDim.x];
}
__device__ int d_weigh13 = (60);
enum class Op14 { Add, Mul, Sub };
template <Op14 O = Op14::Add>
__host__ __device__ int apply15(int a, int b) {
    if constexpr (O == Op14::Add) {
        return a + b;
    } else if constexpr (O == Op14::Mul) {
        return a * b;
    } else {
        return a - b;
    }
}
__host__ __device__ int policy16(int x) {
    return apply15<Op14::Add>(x, 4) + apply15<Op14::Mul>(x, 3) + apply15<Op14::Sub>(x, 6) + apply15<>(x, x);
}
template <typename T, typename U> struct Pick17 { static constexpr int value = 1; };
template <typename T> struct Pick17<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick17<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes19 {
    T d[N];
    __host__ __device__ T first() const { return d[0]; }
};
template <typename T> struct Lanes19<T, 1> {
    T d;
    __host__ __device__ T first() const { return d; }
};
template <> struct Pick17<float, double> { static constexpr int value = 4; };
template <typename T> __host__ __device__ int tag18(T) { return 0; }
template <> __host__ __device__ int tag18<float>(float) { return 1; }
template <> __host__ __device__ int tag18(double) { return 2; }
__host__ __device__ int specialized20(int x) {
    Lanes19<int, 1> one{x};
    Lanes19<int, 3> three{{x, 1, 2}};
    return x + Pick17<char, long>::value + Pick17<int, int>::value + Pick17<float *, int>::value + Pick17<float, double>::value + tag18(1.0f) + tag18(x) + tag18(2.0) + one.first() + three.first();
}

constexpr int run_scale21(int lane22) {
    int z23 = (lane22);
    z23 = -41;
    return 0 & (z23 ^ z23);
}

__global__ void blend24_kernel(int stride25, const int *__restrict__ coef26, unsigned int *__restrict__ buf27) {
    int tid28 = threadIdx.x;
    if (tid28 >= stride25) {
        return;
    }
    struct Local29 {
        int s;
        __host__ __device__ int add(int v) { s += v; return s; }
    };
    Local29 mid30{3};
    int s31 = mid30.add(63);
    (void)s31;
    if (d_weigh13 >= buf27[7]) {
        return;
    }
}

int main() {
    int len32 = 1496;
    len32--;
    switch (policy16(len32)) {
    case 6:
        blend24_kernel<<<dim3((len32 + 127) / 128), 0100, 0>>>(~(len32), (const int*)nullptr, nullptr);
        len32 %= len32 * (policy16(len32) - (len32 & len32));
        break;
    case 3:
        break;
    default:
        break;
    }
    return 0;
}
