// cudagen 0.2 seed 868 valid headers
// features: kernel,launch,builtin_vars,host_function,main,if,bitwise,shift,incdec,array_index,lit_int_suffix,lit_float,lit_nullptr,sizeof,lambda,macro_object,pp_if,union,union_anonymous,extended_lambda,rdc_extern_device_var,runtime_api
// nvcc: -std=c++20 --extended-lambda -rdc=true
#include <cuda_runtime.h>
#include <compare>

#define CHUNK_1 256
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
#if CHUNK_1 > 47
#define CONFIG_5 4
#else
#define CONFIG_5 23
#endif
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
extern __device__ int sharedCounter7;
extern __device__ float lookup8[4];
__device__ int bumpShared9(int x) {
    sharedCounter7 += x;
    return sharedCounter7 + static_cast<int>(lookup8[x & 3]);
}
struct Word10 {
    int tag;
    union {
        unsigned u;
        float f;
        double d;
    };
};
float use11(int x) {
    Word10 v{};
    v.tag = x;
    if (x > 3) {
        v.f = 6.5f;
        return v.f;
    }
    v.u = static_cast<unsigned>(x);
    return static_cast<float>(v.u) + 1.0f;
}
__global__ void norm12(int stride13, int *buf14) {
    int idx15 = threadIdx.x;
    if (idx15 >= stride13) {
        return;
    }
    --lookup8[1];
    --lookup8[idx15];
}
float rank16(unsigned int alpha17, int lane18, int count19) {
    double k20 = ((63l - alpha17) >> 3) >> (alpha17);
    (void)k20;
    cudaEvent_t start21, stop22;
    cudaEventCreate(&start21);
    cudaEventCreate(&stop22);
    cudaEventRecord(start21);
    cudaEventRecord(stop22);
    cudaEventSynchronize(stop22);
    float ms23 = 0.0f;
    cudaEventElapsedTime(&ms23, start21, stop22);
    cudaEventDestroy(start21);
    cudaEventDestroy(stop22);
    ms23--;
    return 12.F;
}
int main() {
    int size24 = 2392;
    norm12<<<sizeof(int) * 4, CHUNK_1>>>(-size24, nullptr);
    auto lam25 = [=] __host__ __device__ (int v) { return v * 6 + size24; };
    applyEach6<<<1, 32>>>(lam25, nullptr, size24);
    int res26 = lam25(size24);
    (void)res26;
    --size24;
    return 0;
}
