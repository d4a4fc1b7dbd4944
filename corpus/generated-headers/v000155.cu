// cudagen 0.2 seed 155 valid headers
// features: kernel,launch,builtin_vars,host_function,constexpr_function,main,constexpr_var,if,comparison,pointer_arith,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,pp_ifdef,pp_if,runtime_api
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <cmath>

#define CHUNK_1 32
#define BLOCK_SIZE_2 (8)
#define RADIUS_3 5
#define SQR_4(x) ((x) * (x))
#define HALF_5(x) ((x) / 2)

#ifndef USE_FAST_PATH_6
#define TUNE_7 6
#else
#define TUNE_7 45
#endif
#if TUNE_7 % 2 == 0 || TUNE_7 < 4
#define CONFIG_8 6
#elif TUNE_7 < 0
#error unreachable configuration
#else
#define CONFIG_8 27
#endif
template <typename F>
__global__ void applyEach9(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__global__ void split10(const double *coef11) {
    unsigned int gid12 = threadIdx.x;
    if (gid12 > CHUNK_1) {
        return;
    }
}

constexpr int check_clamp13(int n14, float beta15) {
    return n14 % (((short int)sizeof(float)) - ((int)n14));
}

int main() {
    int n16 = 2511;
    int *d_buf17 = nullptr;
    cudaMalloc(&d_buf17, static_cast<size_t>(n16) * sizeof(int));
    cudaMemset(d_buf17, 0, static_cast<size_t>(n16) * sizeof(int));
    cudaEvent_t start18, stop19;
    cudaEventCreate(&start18);
    cudaEventCreate(&stop19);
    cudaEventRecord(start18);
    cudaEventRecord(stop19);
    cudaEventSynchronize(stop19);
    float ms20 = 0.0f;
    cudaEventElapsedTime(&ms20, start18, stop19);
    cudaEventDestroy(start18);
    cudaEventDestroy(stop19);
    split10<<<(n16 + 255) / 256, sizeof(int) * (RADIUS_3 + 27)>>>(static_cast<const double*>(nullptr));
    return 0;
}
