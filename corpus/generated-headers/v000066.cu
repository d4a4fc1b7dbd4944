// cudagen 0.2 seed 66 valid headers
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,builtin_vars,main,shared_var,constexpr_var,local_array,if,compound_assign,bitwise,shift,logical,comparison,pointer_arith,address_of,array_index,lit_int_suffix,lit_float,lit_nullptr,cast_static,macro_statement,pp_ifdef,comments,anonymous_class,variadic_template,pack_expansion,fold_expression,runtime_api,hdr_cmath,hdr_cuda_std
#include <cuda_runtime.h>
#include <algorithm>
#include <cmath>
#include <cuda/std/array>
#include <cuda/std/functional>

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 11
#else
#define TUNE_3 64
#endif
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
inline constexpr float kW5 = 6.5f;
float norm6(float x, float y) {
    return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}

__global__ void __launch_bounds__(1 << 5) fold7(char* data8, int* __restrict__ out9, int len10, float* out11)
{
    unsigned int idx12 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx12 >= len10) {
        return;
    }
    float flag13[5]{9.875f, 22.875f, 24.625f, 7.375f, 2377};
    (void)flag13;
    __shared__ unsigned sh_14[8];
    (void)sh_14;
}
struct Range15 {
    struct {
        int lo, hi;
    } span;
    int count;
};
typedef struct {
    int key;
    float weight;
} Anon16;
__device__ int extent17(int x) {
    Range15 r{};
    r.span.lo = x;
    r.span.hi = x + 2;
    Anon16 a{x, 1.0f};
    return r.span.hi - r.span.lo + a.key;
}
// Returns the accumulated value.

__global__ void reduce18(int stride19, int* __restrict__ data20)
{
    float t21 = kW5 * (*data20);
    (void)t21;
    cuda::std::array<int, 4> lanes22{};
    lanes22[0] = stride19;
    int total23 = lanes22[0] + static_cast<int>(lanes22.size()) + cuda::std::plus<int>()(lanes22[1], 1);
    float base24[5] = {4.25f};
    data20[7] = total23 - (9 % (total23 & TUNE_3));
    if (!(base24[stride19] > blockDim.x)) {
        return;
    }
    if (base24[3] >= TUNE_3) {
        return;
    }
    total23 ^= 56U;
}
template <typename... Ts>
__device__ double fold25(Ts... xs) {
    return (... * static_cast<double>(xs));
}
template <typename... Ts>
__device__ int count26(Ts... xs) {
    int values[] = {static_cast<int>(xs)...};
    return values[0] + static_cast<int>(sizeof...(Ts));
}
__device__ int spread28(int x) {
    return static_cast<int>(fold25(x, 1.5f, 1u)) + count26(x, x, 1.0);
}

int main()
{
    int size29 = 3793;
    size_t r30 = size29 & 64UL;
    size29 &= size29;
    cudaEvent_t start31, stop32;
    cudaEventCreate(&start31);
    cudaEventCreate(&stop32);
    cudaEventRecord(start31);
    cudaEventRecord(stop32);
    cudaEventSynchronize(stop32);
    float ms33 = 0.0f;
    cudaEventElapsedTime(&ms33, start31, stop32);
    cudaEventDestroy(start31);
    cudaEventDestroy(stop32);
    reduce18<<<dim3((size29 + 127) / 128, 1 << 3), 1 << 9>>>((TUNE_3 | size29) << size29, &size29);
    ms33 = 12.75f;
    fold7<<<dim3((r30 + 127) / 128), TUNE_3 + (TUNE_3 + 10)>>>(nullptr, static_cast<int*>(nullptr), r30 & 1, nullptr);
    return 0;
}
