// cudagen 0.2 seed 891 valid headers
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,main,constexpr_var,while,comma,lit_int_binary,lit_float,lit_char,lit_nullptr,cast_c,lambda,macro_paste,macro_statement,pp_ifdef,pp_if,pp_undef,extended_lambda
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <cmath>
#include <utility>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b
#define USE_FAST_PATH_3

#ifndef USE_FAST_PATH_3
#define TUNE_4 15
#else
#define TUNE_4 39
#endif

#if TUNE_4 % 2 == 0 || TUNE_4 < 4
#define CONFIG_5 7
#else
#define CONFIG_5 12
#endif
#undef CONFIG_5
#define CONFIG_5 48
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

static __global__ void scatter7(short beta8, float b9, int n10, const unsigned long long *__restrict__ input11) {
    float tmp12 = (unsigned int)30;
    (void)tmp12;
    float stride13{b9};
    (void)stride13;
}

int main() {
    int size14 = 2463;
    int z15 = '#';
    float t16(46);
    int iter17 = 0;
    while (iter17 < z15) {
        auto lam18 = [=] __device__ (int v) { return v * 4 + size14; };
        applyEach6<<<1, 32>>>(lam18, nullptr, size14);
        int m19 = t16 + (((unsigned char)iter17) + z15);
        (void)m19;
        ++iter17;
    }
    scatter7<<<dim3(256, (iter17 + 63) / 64), 0b100000 * 4>>>((t16 += z15, t16), (CONFIG_5 % size14) / 7, iter17, nullptr);
    return 0;
}
