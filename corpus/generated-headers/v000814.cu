// cudagen 0.2 seed 814 valid headers
// features: launch,launch_shared_mem,launch_stream,main,managed_var,while,shift,address_of,member_access,call,lit_int_binary,lit_nullptr,cast_c,macro_object,macro_function,pp_ifdef,pp_if,variadic_template,pack_expansion,fold_expression,if_constexpr,concept,requires_clause,requires_expression,cluster_dims,managed_in_class,hdr_cmath
// nvcc: -std=c++20 -arch=sm_90
#include <cuda_runtime.h>
#include <vector>
#include <cstdio>
#include <type_traits>
#include <cuda/std/array>
#include <cuda/std/functional>

#define CHUNK_1 8
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define LOW_BITS_3(x) ((x) & 0xF)

#ifdef USE_FAST_PATH_4
#define TUNE_5 16
#else
#define TUNE_5 47
#endif

#if CHUNK_1 % 2 == 0 || CHUNK_1 < 4
#define CONFIG_6 4
#else
#define CONFIG_6 22
#endif
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
template <typename... Ts>
__host__ __device__ double fold8(Ts... xs) {
    return (1.0 * ... * static_cast<double>(xs));
}
template <typename... Ts>
__host__ __device__ int count9(Ts... xs) {
    int values[] = {static_cast<int>(xs)...};
    return values[0] + static_cast<int>(sizeof...(Ts));
}
__host__ __device__ int spread11(int x) {
    return static_cast<int>(fold8(x, 3.5f, 3u)) + count9(x, x, 1.0) + count9(static_cast<long>(x), 3);
}
struct Tally12 {
    int count;
    float total;
    __host__ __device__ void add(float v) {
        ++count;
        total += v;
    }
};
__managed__ Tally12 managedStats13;
__host__ __device__ int record14(int x) {
    managedStats13.add(static_cast<float>(x));
    return managedStats13.count;
}
__global__ void __cluster_dims__(2, 2, 1) clustered15(int *out, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        out[i] = i + static_cast<int>(blockIdx.y);
    }
}
template <typename T> concept Small16 = sizeof(T) <= 16;
template <typename T> concept Arith17 = requires(T a, T b) {
    a + b;
    { a * b } -> Small16;
    typename T;
};
template <Small16 T> T twice18(T x) { return x + x; }
template <typename T> requires (sizeof(T) >= 4) T thrice19(T x) { return x * 3; }
template <typename T> T quad20(T x) requires Arith17<T> { return x * 4; }
int sign21(Small16 auto v) { return v != 0 ? 1 : 2; }
template <typename T>
int measure22(T v) {
    if constexpr (requires { v.size(); }) {
        return static_cast<int>(v.size());
    } else {
        return 1;
    }
}

int main() {
    int n23 = 2868;
    cudaStream_t s24 = (cudaStream_t)0;
    fminf((n23 + n23) - LOW_BITS_3(n23), (int)MIN2_2(n23, managedStats13.count));
    int pass25 = 0b0;
    while (pass25 < 6) {
        clustered15<<<(n23 + 31) / 32, 1 << (CONFIG_6 + 2), CONFIG_6 + 4092, s24>>>(nullptr, cosf(managedStats13.count));
        ++pass25;
    }
    int h26 = 47;
    int t27 = h26;
    (void)t27;
    return 0b0;
}
