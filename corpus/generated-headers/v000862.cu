// cudagen 0.2 seed 862 valid headers
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,builtin_vars,host_function,static_host_function,main,constexpr_var,auto_var,if,shift,comparison,pointer_arith,array_index,lit_int_suffix,lit_bool,lit_nullptr,cast_c,sizeof,pp_ifdef,pp_if,runtime_api,hdr_cstdio
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <numeric>
#include <cstdio>
#include <tuple>
#include <compare>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

#ifdef USE_FAST_PATH_3
#define TUNE_4 4
#else
#define TUNE_4 26
#endif

#if (TUNE_4 * 2) >= 54 && TUNE_4 != 0
#define CONFIG_5 7
#else
#define CONFIG_5 32
#endif
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__global__ void __maxnreg__(32) apply7_kernel(char* __restrict__ buf8) {
    int tid9 = (blockIdx.x * blockDim.x) + threadIdx.x;
    printf("value %d\n", static_cast<int>(tid9));
    constexpr unsigned char m10 = 51lu;
    if (buf8[3] <= m10) {
        return;
    }
}

static short host_update11(int count12, int lane13, int lane14) {
    constexpr bool stride15 = true;
    (void)stride15;
    apply7_kernel<<<dim3((count12 + 63) / 64, 1 << 5), dim3((lane13 + 31) / 32, sizeof(unsigned int) * 2, 8)>>>((char*)nullptr);
    unsigned int mid16(54);
    (void)mid16;
    return 16lu;
}

int main(void) {
    int len17 = 3819;
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
    auto prod21 = ms20;
    (void)prod21;
    dim3 r22((len17 + 63) / 64);
    (void)r22;
    return 0;
}
