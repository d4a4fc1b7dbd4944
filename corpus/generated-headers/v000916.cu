// cudagen 0.2 seed 916 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,launch,builtin_vars,main,shared_var,extern_shared,using_alias,for,bitwise,incdec,array_index,call,lit_int_hex,lit_nullptr,cast_c,macro_object,macro_function,macro_paste,macro_statement,pp_ifdef,pp_if,nttp_reference,partial_specialization,explicit_specialization,sfinae,runtime_api
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>

#define CHUNK_1 8
#define LOW_BITS_2(x) ((x) & 0xF)
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define CAT_7(a, b) a##b
#define USE_FAST_PATH_8

#ifndef USE_FAST_PATH_8
#define TUNE_9 2
#else
#define TUNE_9 45
#endif

#if CHUNK_1 > 68
#define CONFIG_10 5
#else
#define CONFIG_10 27
#endif
template <typename F>
__global__ void applyEach11(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
template <typename T, typename U> struct Pick12 { static constexpr int value = 1; };
template <typename T> struct Pick12<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick12<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes14 {
    T d[N];
    __host__ __device__ T first() const { return d[0]; }
};
template <typename T> struct Lanes14<T, 1> {
    T d;
    __host__ __device__ T first() const { return d; }
};
template <> struct Pick12<float, double> { static constexpr int value = 4; };
template <typename T> __host__ __device__ int tag13(T) { return 0; }
template <> __host__ __device__ int tag13<float>(float) { return 1; }
template <> __host__ __device__ int tag13(double) { return 2; }
__host__ __device__ int specialized15(int x) {
    Lanes14<int, 1> one{x};
    Lanes14<int, 3> three{{x, 1, 2}};
    return x + Pick12<char, long>::value + Pick12<int, int>::value + Pick12<float *, int>::value + Pick12<float, double>::value + tag13(1.0f) + tag13(x) + tag13(2.0) + one.first() + three.first();
}
struct Sized16 { int size() const { return 2; } };
template <typename T> auto sizeOf17(const T &v, int) -> decltype(v.size()) { return v.size(); }
template <typename T> int sizeOf17(const T &, long) { return 1; }
int probe18(int x) {
    Sized16 s{};
    return sizeOf17(s, 0) + sizeOf17(x, 0);
}
int counter19 = 2;
template <int &R> int bump20(int x) {
    R += x;
    return R;
}
int tally21(int x) { return bump20<counter19>(x); }

template <typename T, int N = 6>
__global__ void weigh22_kernel(const T *in23, const T *src24, T *dst25)
{
    extern __shared__ float dyn_26[];
    int i27 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (void)i27;
    for (int i28 = 0; i28 < 2; i28++) {
        __shared__ float sh_29;
        (void)sh_29;
    }
    dst25[3]--;
}
using idx30_t = int;

int main()
{
    int count31 = 2294;
    specialized15((count31 * count31) + CAT_7(count, 31));
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
    weigh22_kernel<idx30_t, 7><<<1, CHUNK_1 + (CHUNK_1 + (TUNE_9 + 0x3))>>>((const idx30_t*)nullptr, nullptr, nullptr);
    return 0x0;
}
