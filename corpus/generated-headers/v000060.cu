// cudagen 0.2 seed 60 valid headers
// features: kernel,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,main,constant_var,shared_var,extern_shared,constexpr_var,auto_var,nested_namespace,if,for,static_assert,compound_assign,bitwise,comparison,comma,pointer_arith,array_index,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_static,lambda,lambda_iife,macro_object,macro_function,pp_undef,variadic_template,pack_expansion,fold_expression,inline_namespace,using_directive,extended_lambda,runtime_api
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <algorithm>
#include <numeric>
#include <type_traits>

#define RADIUS_1 5
#define HALF_2(x) ((x) / 2)
#undef RADIUS_1
#define RADIUS_1 2
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
static_assert((RADIUS_1 + (RADIUS_1 + 3)) > 6, "size check");
static constexpr float kD4 = 5.75F;
__constant__ size_t c_fold5 = 47;
template <typename... Ts>
__host__ __device__ double fold6(Ts... xs) {
    return (1.0 * ... * static_cast<double>(xs));
}
template <typename... Ts>
__host__ __device__ int count7(Ts... xs) {
    int values[] = {static_cast<int>(xs)...};
    return values[0] + static_cast<int>(sizeof...(Ts));
}
__host__ __device__ int spread9(int x) {
    return static_cast<int>(fold6(x, 8.5f, 8u)) + count7(x, x, 1.0);
}

__device__ unsigned pack10(int *__restrict__ data11, int len12)
{
    constexpr short w13 = 31;
    len12 = static_cast<unsigned int>(w13);
    float off14 = -3.5f;
    (void)off14;
    return HALF_2(c_fold5);
}
namespace api15 {
inline namespace v1 {
int version16(int x) { return x + 8; }
} // namespace v1
namespace detail::impl {
int helper17(int x) { return x * 3; }
} // namespace detail::impl
} // namespace api15
int layered18(int x) {
    using namespace api15::detail::impl;
    return helper17(x) + api15::version16(x) + api15::v1::version16(1);
}

float run_drift19(int *__restrict__ dst20, int stride21, int n22)
{
    if (dst20[5] < 44) {
        constexpr float flag23 = 16.75F;
        (void)flag23;
        static_assert((11) == 11, "tile must fit");
    }
    return HALF_2((n22) + 55);
}

void split24(const int *__restrict__ in25)
{
    auto lam32 = [](unsigned int w26) {
        for (int it27 = 0; it27 < 3; it27 += 1) {
            int device28 = 0;
            cudaGetDevice(&device28);
            cudaDeviceProp prop29;
            cudaGetDeviceProperties(&prop29, device28);
            int sms30 = prop29.multiProcessorCount + prop29.warpSize;
            const char *diff31 = "kernel\n";
        }
    };
    lam32(in25[3]);
    cudaEvent_t start33, stop34;
    cudaEventCreate(&start33);
    cudaEventCreate(&stop34);
    cudaEventRecord(start33);
    cudaEventRecord(stop34);
    cudaEventSynchronize(stop34);
    float ms35 = 0.0f;
    cudaEventElapsedTime(&ms35, start33, stop34);
    cudaEventDestroy(start33);
    cudaEventDestroy(stop34);
    ([]() {
        int y36 = kD4;
    })();
    for (int n37 = 0, j38 = 12; n37 < j38; (++n37, (--j38))) {
        if (11 != in25[1]) {
            break;
        }
        unsigned long sum39 = j38;
        (void)sum39;
    }
    if (ms35 <= (*in25)) {
        return;
    }
}

__global__ void __maxnreg__(64) stencil40(unsigned *acc41)
{
    extern __shared__ unsigned char dyn_42[];
    auto y43 = threadIdx.z;
    (void)y43;
    unsigned int u44 = (~HALF_2(c_fold5)) + (HALF_2(acc41[0]) - (+gridDim.z));
    u44 *= 50;
}

int main()
{
    int size45 = 2495;
    if (size45 >= (kD4 - size45)) {
        short int flag46{62u};
        size45 &= flag46;
    }
    cudaStream_t stream47;
    cudaStreamCreate(&stream47);
    cudaStreamSynchronize(stream47);
    auto lam48 = [size45] __device__ (int v) { return v * 4 + size45; };
    applyEach3<<<1, 32>>>(lam48, nullptr, size45);
    cudaStream_t k49 = 0;
    (void)k49;
    stencil40<<<(size45 + 255) / 256, (RADIUS_1 + 30) * 8, 0>>>((unsigned int*)nullptr);
    return 0;
}
