// cudagen 0.2 seed 204 valid headers
// features: kernel,kernel_from_macro,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,main,constexpr_var,struct,struct_methods,if,compound_assign,bitwise,comparison,pointer_arith,member_access,array_index,method_call,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,cast_reinterpret,alignof,macro_function,union,union_anonymous,variadic_template,pack_expansion,fold_expression,nttp_dependent_type,enable_if,partial_specialization,alias_template,variable_template,sfinae,runtime_api
#include <cuda_runtime.h>
#include <array>
#include <algorithm>
#include <cmath>

template <typename F>
__global__ void applyEach1(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Pun2 {
    int tag;
    union {
        int i;
        float f;
        double d;
    };
};
__host__ __device__ float use3(int x) {
    Pun2 v{};
    v.tag = x;
    if (x > 5) {
        v.f = 0.5f;
        return v.f;
    }
    v.i = static_cast<int>(x);
    return static_cast<float>(v.i) + 1.0f;
}
template <bool B, typename T = void> struct EnableIf5 {};
template <typename T> struct EnableIf5<true, T> { using type = T; };
template <typename T> struct IsSmall6 { static constexpr bool value = sizeof(T) <= 4; };
template <typename T, typename EnableIf5<IsSmall6<T>::value, int>::type = 0>
__host__ __device__ int narrow4(T v) { return static_cast<int>(v) + 1; }
template <typename T, typename EnableIf5<!IsSmall6<T>::value, int>::type = 0>
__host__ __device__ int narrow4(T v) { return static_cast<int>(v) + 2; }
template <typename... Ts>
double fold7(Ts... xs) {
    return (1.0 * ... * static_cast<double>(xs));
}
template <typename... Ts>
int count8(Ts... xs) {
    int values[] = {static_cast<int>(xs)...};
    return values[0] + static_cast<int>(sizeof...(Ts));
}
int spread10(int x) {
    return static_cast<int>(fold7(x, 2.5f, 2u)) + count8(x, x, 1.0);
}
template <typename T> using Ptr12 = T *;
template <typename A, typename B> struct Duo13 { A a; B b; };
template <typename T> using Same14 = Duo13<T, T>;
template <typename T> constexpr T kScale15 = T(9);
template <typename T> constexpr int kSize16 = static_cast<int>(sizeof(T)) * 2;
__host__ __device__ int aliased11(int x) {
    Ptr12<int> p = &x;
    Same14<int> d{x, 4};
    return x + *p + d.a + d.b + kSize16<double> + static_cast<int>(kScale15<float>);
}
#define DEFINE_MAP_KERNEL_17(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_17(map_sweep18, float)
DEFINE_MAP_KERNEL_17(map_drift19, float)

struct Particle20 {
    int flag21, vel22;
    unsigned int flag23;
    int vel24;
    __host__ __device__ void reset25(double k26) {
        vel22 = flag21;
    }
    __host__ __device__ unsigned scale27() const {
        if ((vel24 + kSize16<char>) <= flag21) {
            return kSize16<int>;
        }
        return vel24 * (49u + vel22);
    }
};

long score28(Particle20 p29, long long cfg30, unsigned int *out31) {
    map_sweep18<<<dim3((kSize16<char> + (kSize16<int> + 118)), 1, (kSize16<char> + kSize16<char>)), kSize16<char> + (kSize16<int> + 118)>>>(reinterpret_cast<float*>(out31), 57ul ^ (p29.vel22 + out31[cfg30 & 7]));
    cudaEvent_t start32, stop33;
    cudaEventCreate(&start32);
    cudaEventCreate(&stop33);
    cudaEventRecord(start32);
    cudaEventRecord(stop33);
    cudaEventSynchronize(stop33);
    float ms34 = 0.0f;
    cudaEventElapsedTime(&ms34, start32, stop33);
    cudaEventDestroy(start32);
    cudaEventDestroy(stop33);
    float v35 = p29.scale27() + (cfg30 + p29.vel22);
    (void)v35;
    return kSize16<char>;
}

int main() {
    int count36 = 3136;
    count36 = (long)kSize16<int>;
    count36 = 7 / ((count36 + 29UL) ^ count36);
    count36 &= kSize16<char>;
    bool val37 = (count36) != count36;
    if (val37 == val37) {
        return kSize16<int>;
    }
    int device38 = 0;
    cudaGetDevice(&device38);
    cudaDeviceProp prop39;
    cudaGetDeviceProperties(&prop39, device38);
    int sms40 = prop39.multiProcessorCount + prop39.warpSize;
    map_drift19<<<128, dim3((sms40 + 255) / 256, kSize16<char> + (kSize16<int> + 026), (kSize16<int> + 56) * (kSize16<char> + (kSize16<char> + 4))), 4096>>>(nullptr, alignof(int) * val37);
    return 0;
}
