// cudagen 0.2 seed 812 valid headers
// features: restrict_params,launch,launch_shared_mem,launch_stream,host_function,main,local_array,goto,compound_assign,bitwise,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,lambda,macro_object,pp_ifdef,anonymous_class,variadic_template,pack_expansion,nttp_pointer,partial_specialization,explicit_specialization,exceptions,cluster_dims,extended_lambda,runtime_api,hdr_cmath
// nvcc: --extended-lambda -arch=sm_90
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <cooperative_groups.h>

#define TILE_DIM_1 32
#define CHUNK_2 5
#define BLOCK_SIZE_3 4

#ifdef USE_FAST_PATH_4
#define TUNE_5 6
#else
#define TUNE_5 24
#endif
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
int table8[4] = {34, 12, 1, 20};
template <int *P> int readAt9(int i) { return P[i & 3]; }
int indirect7(int x) { return readAt9<table8>(x) + readAt9<table8>(1); }
struct Extent10 {
    struct {
        int lo, hi;
    } span;
    int count;
};
typedef struct {
    int key;
    float weight;
} Anon11;
__device__ int extent12(int x) {
    Extent10 r{};
    r.span.lo = x;
    r.span.hi = x + 6;
    Anon11 a{x, 1.0f};
    return r.span.hi - r.span.lo + a.key;
}
template <typename T, typename U> struct Pick13 { static constexpr int value = 1; };
template <typename T> struct Pick13<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick13<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes15 {
    T d[N];
    __device__ T first() const { return d[0]; }
};
template <typename T> struct Lanes15<T, 1> {
    T d;
    __device__ T first() const { return d; }
};
template <> struct Pick13<float, double> { static constexpr int value = 4; };
template <typename T> __device__ int tag14(T) { return 0; }
template <> __device__ int tag14<float>(float) { return 1; }
template <> __device__ int tag14(double) { return 2; }
__device__ int specialized16(int x) {
    Lanes15<int, 1> one{x};
    Lanes15<int, 3> three{{x, 1, 2}};
    return x + Pick13<char, long>::value + Pick13<int, int>::value + Pick13<float *, int>::value + Pick13<float, double>::value + tag14(1.0f) + tag14(x) + tag14(2.0) + one.first() + three.first();
}
__global__ void __cluster_dims__(1, 2, 1) clustered17(int *out, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        out[i] = i + static_cast<int>(blockIdx.y);
    }
}
__global__ void __cluster_dims__(1, 2, 1) clustered18(int *out, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        out[i] = i + static_cast<int>(blockIdx.y);
    }
}
__host__ __device__ inline double fold19() { return 0.0; }
template <typename T, typename... Rest>
__host__ __device__ double fold19(T first, Rest... rest) {
    return static_cast<double>(first) + fold19(rest...);
}
template <typename... Ts>
__host__ __device__ int count20(Ts... xs) {
    return static_cast<int>(sizeof...(xs));
}
__host__ __device__ int spread22(int x) {
    return static_cast<int>(fold19(x, 8.5f, 8u)) + count20(x, x, 1.0) + count20(static_cast<long>(x), 8);
}

unsigned long long run_count23(int count24, double *__restrict__ dst25)
{
    dst25[count24] /= count24;
    int e26[2] = {};
    auto lam27 = [=] __host__ __device__ (int v) { return v * 5 + count24; };
    applyEach6<<<1, 32>>>(lam27, nullptr, count24);
    int diff28 = lam27(count24);
    if (dst25 == nullptr) {
        goto done29;
    }
    try {
        clustered17<<<128 * 2, 512, sizeof(int) * 32, 0>>>(e26, fabsf(dst25[count24 & 7]));
        indirect7(indirect7(-56L) & diff28);
        if (count24 > 45) {
            throw 45;
        }
    } catch (...) {
    }
done29:;
    return e26[diff28];
}

int main()
{
    int count30 = 3182;
    cudaStream_t mid31 = 0;
    (void)mid31;
    unsigned int lim32 = (int)(sqrtf(2366UL) - (+count30));
    int device33 = 0;
    cudaGetDevice(&device33);
    cudaDeviceProp prop34;
    cudaGetDeviceProperties(&prop34, device33);
    int sms35 = prop34.multiProcessorCount + prop34.warpSize;
    clustered17<<<040 * (BLOCK_SIZE_3 + (CHUNK_2 + 7)), 256>>>((int*)nullptr, lim32);
    count30 &= sms35 % 0b100010;
    float prod36 = 18.375f;
    (void)prod36;
    clustered18<<<(lim32 + 63) / 64, (040), sizeof(double) * 32>>>(&sms35, 55);
    return 0;
}
