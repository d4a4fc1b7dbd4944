// cudagen 0.2 seed 765 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,main,device_var,constexpr_var,local_array,if,for,compound_assign,shift,logical,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_float,lit_nullptr,cast_c,sizeof,macro_object,macro_function,pp_ifdef,pp_if,if_constexpr,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <numeric>
#include <cstdio>
#include <utility>

#define NUM_ITERS_1 3
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 6
#else
#define TUNE_5 48
#endif
#if TUNE_5 > 15
#define CONFIG_6 4
#elif TUNE_5 < 0
#error unreachable configuration
#else
#define CONFIG_6 12
#endif
__device__ int d_pivot7;

__global__ void count8_kernel(int* acc9, int len10, const long* in11) {
    d_pivot7 <<= len10;
    if (!(in11[len10] >= len10)) {
        return;
    }
    float e12[8] = {};
    if constexpr (sizeof(double) == 4) {
        floorf(46 >> in11[len10]);
        int lim13 = +e12[len10];
        (void)lim13;
    } else {
        if constexpr (sizeof(double) == 4) {
        } else {
        }
    }
}

void host_tally14(float a15, float beta16) {
    a15 /= 0.125f + beta16 + (a15 - beta16);
    long long lim17[3] = {};
    (void)lim17;
    dim3 hi18(sizeof(float) * 0x4);
    (void)hi18;
}

int main() {
    int count19 = 3469;
    for (int j20 = 0; j20 < 5; j20++) {
        sqrtf(floorf(sinf(-9.25f)));
        sinf(j20);
        count8_kernel<<<(CONFIG_6 + 500), dim3(2), 0, 0>>>((int*)nullptr, +j20, (const long*)nullptr);
    }
    count19 = NUM_ITERS_1;
    if constexpr (sizeof(int) == 8) {
    }
    return 0;
}
