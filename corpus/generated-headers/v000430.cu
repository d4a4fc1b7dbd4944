// cudagen 0.2 seed 430 valid headers
// features: launch,launch_shared_mem,host_device_function,constexpr_function,main,bitwise,incdec,comma,call,lit_int_hex,lit_int_binary,lit_float,lit_nullptr,sizeof,macro_function,union,union_anonymous,partial_specialization,explicit_specialization,sfinae,structured_binding,cluster_dims,runtime_api
// nvcc: -arch=sm_90
#include <cuda_runtime.h>
#include <algorithm>
#include <cuda/std/array>
#include <cuda/std/functional>

#define HALF_1(x) ((x) / 2)
struct Result2 {
    int first;
    unsigned second;
};
__device__ Result2 make3(int x) { return Result2{x, static_cast<unsigned>(x)}; }
__device__ int unpack4(int x) {
    auto [a, b] = make3(x);
    int arr[3] = {x, 1, 2};
    auto [p, q, r] = arr;
    Result2 v{x, static_cast<unsigned>(x)};
    auto &&[m, n] = v;
    return a + static_cast<int>(b) + p + q + r + m + static_cast<int>(n);
}
struct Raw5 {
    int tag;
    union {
        unsigned u;
        float f;
    };
};
__host__ __device__ float use6(int x) {
    Raw5 v{};
    v.tag = x;
    if (x > 7) {
        v.f = 0.5f;
        return v.f;
    }
    v.u = static_cast<unsigned>(x);
    return static_cast<float>(v.u) + 1.0f;
}
struct Sized7 { int size() const { return 2; } };
template <typename T> auto sizeOf8(const T &v, int) -> decltype(v.size()) { return v.size(); }
template <typename T> int sizeOf8(const T &, long) { return 1; }
template <typename...> struct MakeVoid9 { using type = void; };
template <typename T, typename = void> struct HasSize10 { static constexpr int value = 0; };
template <typename T> struct HasSize10<T, typename MakeVoid9<decltype(T().size())>::type> { static constexpr int value = 1; };
int probe11(int x) {
    Sized7 s{};
    return sizeOf8(s, 0) + sizeOf8(x, 0) + HasSize10<Sized7>::value + HasSize10<int>::value;
}

constexpr __host__ __device__ int spread12(int len13, int n14) {
    (++len13, (len13 = len13));
    double res15 = (n14 += len13, n14);
    (void)res15;
    return (len13 + n14) / 0x21;
}
__global__ void __cluster_dims__(1, 2, 1) clustered16(int *out, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        out[i] = i + static_cast<int>(blockIdx.y);
    }
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

int main() {
    int size21 = 618;
    cudaEvent_t start22, stop23;
    cudaEventCreate(&start22);
    cudaEventCreate(&stop23);
    cudaEventRecord(start22);
    cudaEventRecord(stop23);
    cudaEventSynchronize(stop23);
    float ms24 = 0.0f;
    cudaEventElapsedTime(&ms24, start22, stop23);
    cudaEventDestroy(start22);
    cudaEventDestroy(stop23);
    ms24 = 11.625F;
    ms24 = ms24;
    double e25(size21);
    (void)e25;
    clustered16<<<1, sizeof(unsigned int) * 8, sizeof(double) * 64>>>(nullptr, size21 & specialized20(0b10010));
    return 0;
}
