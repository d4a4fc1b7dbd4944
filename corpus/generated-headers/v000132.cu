// cudagen 0.2 seed 132 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,builtin_vars,device_function,device_forceinline,static_device_function,main,local_array,enum,if,while,static_assert,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,lambda,lambda_launch,macro_object,local_class,explicit_specialization,extended_lambda,runtime_api,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <cstdio>
#include <cuda/std/array>
#include <cuda/std/functional>

#define CHUNK_1 3
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

template <typename T, int N>
__global__ void fuse5_kernel(T cfg6, const float* __restrict__ src7, const long* coef8)
{
    unsigned gid9 = threadIdx.x;
    if ((static_cast<float>(blockIdx.x) + ((int)0x6)) == ('\0' + gid9)) {
        cfg6--;
        ++cfg6;
    }
    int pass10 = 0;
    while (pass10 < 10) {
        float idx11 = src7[5];
        (void)idx11;
        char q12 = sqrtf(threadIdx.x);
        (void)q12;
        ++pass10;
    }
}
template <typename T, typename U> struct Pick13 { static constexpr int value = 1; };
template <> struct Pick13<float, double> { static constexpr int value = 4; };
template <typename T> __device__ int tag14(T) { return 0; }
template <> __device__ int tag14<float>(float) { return 1; }
template <> __device__ int tag14(double) { return 2; }
__device__ int specialized16(int x) {
    return x + Pick13<char, long>::value + Pick13<float, double>::value + tag14(1.0f) + tag14(x) + tag14(2.0);
}
enum Axis17 { IDLE18 = 3, BLUE19 = 7, IDLE20 = 10, HIGH21 = 12 };

static __device__ __forceinline__ unsigned int count22(float a23)
{
    struct Local24 {
        int s;
        __host__ __device__ int add(int v) { s += v; return s; }
    };
    Local24 r25{9};
    int res26 = r25.add(a23);
    static_assert(64 > 63, "bad config");
    int t27[3] = {};
    a23 = a23 * (fminf(res26, gridDim.x) * (a23));
    return t27[1];
}

int main()
{
    int n28 = 3688;
    auto lam33 = []() {
        Axis17 cnt29 = HIGH21;
        fuse5_kernel<long, 7><<<dim3((4), 2, 8), (HIGH21 + 20)>>>(cnt29 + 57UL + 60, nullptr, nullptr);
        int device30 = 0;
        cudaGetDevice(&device30);
        cudaDeviceProp prop31;
        cudaGetDeviceProperties(&prop31, device30);
        int sms32 = prop31.multiProcessorCount + prop31.warpSize;
    };
    lam33();
    n28 = n28;
    cudaEvent_t start34, stop35;
    cudaEventCreate(&start34);
    cudaEventCreate(&stop35);
    cudaEventRecord(start34);
    cudaEventRecord(stop35);
    cudaEventSynchronize(stop35);
    float ms36 = 0.0f;
    cudaEventElapsedTime(&ms36, start34, stop35);
    cudaEventDestroy(start34);
    cudaEventDestroy(stop35);
    ++n28;
    auto lam37 = [=] __host__ __device__ (int v) { return v * 6 + n28; };
    applyEach4<<<1, 32>>>(lam37, nullptr, n28);
    int hi38 = lam37(n28);
    (void)hi38;
    return 0;
}
