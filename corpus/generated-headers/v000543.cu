// cudagen 0.2 seed 543 valid headers
// features: kernel,restrict_params,launch,main,constexpr_var,if,compound_assign,incdec,pointer_arith,array_index,cast_reinterpret,sizeof,macro_object,macro_statement,pp_ifdef,call_operator,runtime_api
#include <cuda_runtime.h>
#include <array>
#include <cstdio>

#define WARPS_1 5
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_3(a, b) a##b

#ifndef USE_FAST_PATH_4
#define TUNE_5 2
#else
#define TUNE_5 45
#endif
constexpr int STEPS6 = 2 * (16);
struct Offset7 {
    int k;
    __device__ int operator()(int v) const { return v * k; }
    template <typename T>
    __device__ T operator()(T a, T b) const { return a + b; }
};
__device__ int call8(int x) {
    Offset7 fn{5};
    return fn(x) + fn(x, 1);
}

__global__ void shade9_kernel(const unsigned* input10, float* __restrict__ dst11)
{
    int flag12 = *input10;
    ++flag12;
}

int main()
{
    int size13 = 707;
    int *d_buf14 = nullptr;
    cudaMalloc(&d_buf14, static_cast<size_t>(size13) * sizeof(int));
    cudaMemset(d_buf14, 0, static_cast<size_t>(size13) * sizeof(int));
    int h_buf15[4] = {};
    cudaMemcpy(h_buf15, d_buf14, sizeof(h_buf15), cudaMemcpyDeviceToHost);
    h_buf15[size13] += sizeof(double);
    if (h_buf15[2]) {
        return WARPS_1;
    }
    size13 = TUNE_5;
    cudaEvent_t start16, stop17;
    cudaEventCreate(&start16);
    cudaEventCreate(&stop17);
    cudaEventRecord(start16);
    cudaEventRecord(stop17);
    cudaEventSynchronize(stop17);
    float ms18 = 0.0f;
    cudaEventElapsedTime(&ms18, start16, stop17);
    cudaEventDestroy(start16);
    cudaEventDestroy(stop17);
    float* flag19 = reinterpret_cast<float*>(d_buf14);
    (void)flag19;
    shade9_kernel<<<(64), (WARPS_1 + 27) * 2>>>(reinterpret_cast<const unsigned int*>(d_buf14), reinterpret_cast<float*>(d_buf14));
    return 0;
}
