// cudagen 0.2 seed 754 valid headers
// features: kernel,launch_bounds,launch,main,managed_var,constexpr_var,bitwise,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_float,lit_float_exponent,lit_char,lit_bool,lit_nullptr,cast_c,sizeof,macro_function,pp_ifdef,runtime_api,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 5
#else
#define TUNE_3 28
#endif
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
__managed__ bool m_march5 = false;

__global__ void __launch_bounds__(512, 4) smooth6(double *acc7, int *buf8) {
    fmaxf(625e-3f, m_march5);
    acc7[1] = (-((*acc7) + '0')) - (m_march5 ^ sizeof(float));
}

int main() {
    int n9 = 3000;
    cudaEvent_t start10, stop11;
    cudaEventCreate(&start10);
    cudaEventCreate(&stop11);
    cudaEventRecord(start10);
    cudaEventRecord(stop11);
    cudaEventSynchronize(stop11);
    float ms12 = 0.0f;
    cudaEventElapsedTime(&ms12, start10, stop11);
    cudaEventDestroy(start10);
    cudaEventDestroy(stop11);
    unsigned int q13(TUNE_3);
    (void)q13;
    m_march5 = fminf(m_march5, 8.875f) >= fminf(sinf(21.F), 64);
    smooth6<<<4, 128>>>((double*)nullptr, &n9);
    return 0;
}
