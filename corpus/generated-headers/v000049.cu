// cudagen 0.2 seed 49 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,host_function,static_host_function,main,shared_var,static_shared,constexpr_var,auto_var,if,if_init,for,static_assert,logical,comparison,call,lit_int_octal,lit_int_suffix,lit_float,cast_c,cast_static,macro_object,pp_ifdef,pp_if,pp_undef,runtime_api,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <array>
#include <numeric>
#include <cmath>

#define BLOCK_SIZE_1 256
#define CHUNK_2 32
#define WARPS_3 256

#ifndef USE_FAST_PATH_4
#define TUNE_5 6
#else
#define TUNE_5 62
#endif
#if BLOCK_SIZE_1 % 2 == 0 || BLOCK_SIZE_1 < 4
#define CONFIG_6 2
#elif BLOCK_SIZE_1 < 0
#error unreachable configuration
#else
#define CONFIG_6 30
#endif
#undef BLOCK_SIZE_1
#define BLOCK_SIZE_1 12
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__global__ void norm8_kernel(int n9, float p10, float q11) {
    if (fabsf(p10 + CHUNK_2) > fabsf(q11)) {
        static_assert(2 == 2, "tile must fit");
        if (auto sum12 = static_cast<int>(010U); !(CHUNK_2 == p10)) {
            __shared__ long sh_13[8 * CONFIG_6];
            (void)sh_13;
            char x14 = cosf(-static_cast<float>(060));
            (void)x14;
            static __shared__ int sh_15;
            (void)sh_15;
        }
    }
}

static double host_grow16(int stride17, int n18) {
    float diff19 = static_cast<int>(static_cast<int>(TUNE_5 - stride17));
    norm8_kernel<<<(stride17 + 63) / 64, (CONFIG_6 + 6) * (CONFIG_6 + CONFIG_6), 0, 0>>>(ceilf(41), diff19, (6 + stride17) * CHUNK_2);
    return n18;
}

int main() {
    int count20 = 542;
    (void)count20;
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
    int device24 = 0;
    cudaGetDevice(&device24);
    cudaDeviceProp prop25;
    cudaGetDeviceProperties(&prop25, device24);
    int sms26 = prop25.multiProcessorCount + prop25.warpSize;
    for (int n27 = 0; n27 < sms26; n27 += 4) {
        int w28 = fabsf(43);
        (void)w28;
        constexpr int e29 = TUNE_5 + 55;
        (void)e29;
    }
    auto val30 = ceilf(7.0f) / ((unsigned char)(53));
    (void)val30;
    return 0;
}
