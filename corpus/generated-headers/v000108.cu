// cudagen 0.2 seed 108 valid headers
// features: kernel,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,static_device_function,device_template_function,main,constexpr_var,local_array,const_local,if,compound_assign,comparison,pointer_arith,array_index,call,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,lambda,lambda_capture_value,lambda_iife,lambda_launch,macro_function,macro_paste,macro_statement,partial_specialization,explicit_specialization,constexpr_loop,hdr_cmath
// nvcc: -rdc=true
#include <cuda_runtime.h>
#include <cmath>
#include <cstdio>
#include <cooperative_groups.h>

#define SQR_1(x) ((x) * (x))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_3(a, b) a##b

template <typename T, int N = 4>
static __device__ T accum4(const T *src5, T a6)
{
    float f7[3] = {static_cast<float>(cosf(threadIdx.z)), 2096ULL};
    a6 -= 18;
    if ((blockIdx.x) <= 42u)
        return 22.75;
    f7[gridDim.x] = N + (threadIdx.z + N) + (static_cast<int>(N));
    if (!src5)
        return N;
    const int lo8 = fabsf(13.875f);
    (void)lo8;
    return blockDim.z;
}
template <typename T, typename U> struct Pick9 { static constexpr int value = 1; };
template <typename T> struct Pick9<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick9<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes11 {
    T d[N];
    __host__ __device__ T first() const { return d[0]; }
};
template <typename T> struct Lanes11<T, 1> {
    T d;
    __host__ __device__ T first() const { return d; }
};
template <> struct Pick9<float, double> { static constexpr int value = 4; };
template <typename T> __host__ __device__ int tag10(T) { return 0; }
template <> __host__ __device__ int tag10<float>(float) { return 1; }
template <> __host__ __device__ int tag10(double) { return 2; }
__host__ __device__ int specialized12(int x) {
    Lanes11<int, 1> one{x};
    Lanes11<int, 3> three{{x, 1, 2}};
    return x + Pick9<char, long>::value + Pick9<int, int>::value + Pick9<float *, int>::value + Pick9<float, double>::value + tag10(1.0f) + tag10(x) + tag10(2.0) + one.first() + three.first();
}
__host__ __device__ constexpr int powSum13(int n) {
    int s = 0;
    for (int i = 0; i < n; ++i) {
        for (int j = 0; j <= i; ++j) {
            s += 5;
        }
    }
    return s;
}
constexpr int kSteps14 = powSum13(9);
static_assert(powSum13(9) == 225, "a constexpr loop");

__global__ void __launch_bounds__(512, 4) lerp15_kernel(float p16)
{
    p16 = SQR_1(ceilf(kSteps14)) * fmaxf(19.375f, SQR_1(p16));
    float diff17 = 19.25f;
    (void)diff17;
}

int main(void)
{
    int n18 = 376;
    ([=]() {
        lerp15_kernel<<<(n18 + 255) / 256, 32, sizeof(float) * 256>>>(28);
        lerp15_kernel<<<(n18 + 127) / 128, 512, sizeof(double) * 32, 0>>>(SQR_1(n18));
    })();
    n18 -= sizeof(signed char);
    n18 = powSum13(n18 + kSteps14 + (kSteps14 + n18));
    n18 = 48 * n18;
    lerp15_kernel<<<(n18 + 127) / 128, 64>>>(11.875f + (n18 / n18));
    return 0;
}
