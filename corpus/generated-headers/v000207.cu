// cudagen 0.2 seed 207 valid headers
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,host_device_function,device_template_function,main,shared_var,extern_shared,constexpr_var,enum_class,typedef,namespace,if,do_while,ternary,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_object,macro_paste,macro_statement,comments,union,partial_specialization,explicit_specialization,runtime_api
#include <cuda_runtime.h>
#include <array>
#include <tuple>
#include <cooperative_groups.h>

#define RADIUS_1 64
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_3(a, b) a##b
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
union Raw5 {
    unsigned u;
    float f;
    unsigned char bytes[4];
};
int use6(int x) {
    Raw5 v{};
    v.u = static_cast<unsigned>(x);
    return static_cast<int>(v.bytes[0]) + static_cast<int>(v.u);
}
enum class Mode7 {
    On8,
    Green9 = 4,
    High10,
    Idle11 = 9,
    Mul12
};
// Layout: row-major, no padding.

__global__ void tally13(long* buf14, const int* __restrict__ coef15, short p16, const float* input17)
{
    (*buf14) = 25;
    p16++;
    p16 = coef15[p16 & 7];
}
// Computes one element per thread.

template <typename T, class U>
inline __host__ __device__ float weigh18(const T* __restrict__ input19)
{
    int iter20 = 0;
    do {
        float z21 = 0.5f;
        (void)z21;
        Mode7 w22 = Mode7::High10;
        (void)w22;
        ++iter20;
    } while (iter20 < iter20);
    const long long* f23 = nullptr;
    (void)f23;
    return 16U;
}

namespace gpu24 {
typedef float real25_t;
typedef float real26_t;

__global__ void __launch_bounds__((512), 4) count27(float alpha28, gpu24::real26_t* data29, double alpha30)
{
    extern __shared__ int dyn_31[];
    bool x32 = ((int)(CAT_3(alpha, 28) / dyn_31[3])) - ((55 + dyn_31[1]) | sizeof(float));
    (void)x32;
    if (((CAT_3(x, 32) & RADIUS_1) & 1)) {
        return;
    }
}
} // namespace gpu24
/* Layout: row-major, no padding. */

__global__ void drift33_kernel(int count34, int lane35)
{
    char off36 = count34;
    (off36++, (lane35 = 47ULL));
    Mode7 t37 = Mode7::Mul12;
    (void)t37;
    Mode7 stride38 = Mode7::Mul12;
    (void)stride38;
    int res39 = off36 & CAT_3(off, 36);
    (void)res39;
}
template <typename T, typename U> struct Pick40 { static constexpr int value = 1; };
template <typename T> struct Pick40<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick40<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes42 {
    T d[N];
    __device__ T first() const { return d[0]; }
};
template <typename T> struct Lanes42<T, 1> {
    T d;
    __device__ T first() const { return d; }
};
template <> struct Pick40<float, double> { static constexpr int value = 4; };
template <typename T> __device__ int tag41(T) { return 0; }
template <> __device__ int tag41<float>(float) { return 1; }
template <> __device__ int tag41(double) { return 2; }
__device__ int specialized43(int x) {
    Lanes42<int, 1> one{x};
    Lanes42<int, 3> three{{x, 1, 2}};
    return x + Pick40<char, long>::value + Pick40<int, int>::value + Pick40<float *, int>::value + Pick40<float, double>::value + tag41(1.0f) + tag41(x) + tag41(2.0) + one.first() + three.first();
}

int main()
{
    int size44 = 3537;
    cudaError_t err45 = cudaPeekAtLastError();
    int ok46 = err45 == cudaSuccess ? 1 : 0;
    cudaStream_t u47 = (cudaStream_t)0;
    size44 = (+size44);
    tally13<<<0x1, RADIUS_1 + 192, 0, u47>>>((long*)nullptr, (const int*)nullptr, ok46, nullptr);
    gpu24::count27<<<32 * 8, sizeof(unsigned int) * 64, sizeof(int) * 0x20, u47>>>(((CAT_3(ok, 46) < CAT_3(size, 44)) ? 3715U : sizeof(int)) / 21.625f, nullptr, ok46 * size44);
    drift33_kernel<<<256, sizeof(unsigned int) * 128, 0, u47>>>((RADIUS_1), -((char)20UL));
    return 0;
}
