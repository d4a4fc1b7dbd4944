// cudagen 0.2 seed 817 valid headers
// features: kernel,launch,builtin_vars,host_function,static_host_function,main,constexpr_var,bitwise,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_reinterpret,macro_function,macro_paste,macro_statement,pp_ifdef,runtime_api
#include <cuda_runtime.h>
#include <algorithm>
#include <cmath>
#include <tuple>
#include <cuda_fp16.h>

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4
#ifndef USE_FAST_PATH_4
#define TUNE_5 5
#else
#define TUNE_5 45
#endif
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
__global__ void rank7(const float *coef8, double *data9) {
    int tid10 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int *v11 = reinterpret_cast<int*>(data9);
    unsigned tmp12 = v11[tid10 & 7] ^ ((unsigned)(TUNE_5 - tid10));
    (void)tmp12;
    long m13(MIN2_1(warpSize - 0b1000, 26) + (1 - v11[2]));
    float u14 = TUNE_5 + MIN2_1((m13), MIN2_1(data9[0x0], 0x2));
    (void)u14;
    constexpr float f15 = 1.75F;
    (void)f15;
}
static double host_sweep16(int stride17, int stride18, float beta19) {
    int device20 = 0;
    cudaGetDevice(&device20);
    cudaDeviceProp prop21;
    cudaGetDeviceProperties(&prop21, device20);
    int sms22 = prop21.multiProcessorCount + prop21.warpSize;
    (void)sms22;
    stride18 = (stride17 % 26) - (TUNE_5 & stride18);
    --stride18;
    return stride18;
}
int main() {
    int n23 = 463;
    ++n23;
    rank7<<<(64), 8 * 0x4>>>((const float*)nullptr, nullptr);
    return 0x0;
}
