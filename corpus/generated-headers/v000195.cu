// cudagen 0.2 seed 195 valid headers
// features: kernel,launch,launch_shared_mem,builtin_vars,main,shared_var,constexpr_var,local_array,if,if_else,compound_assign,bitwise,comparison,lit_int_suffix,lit_float,lit_bool,lit_nullptr,cast_c,lambda,macro_object,pp_ifdef,pp_if,if_constexpr
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <cstdio>
#include <type_traits>
#include <cuda/std/array>
#include <cuda/std/functional>
#include <compare>

#define NUM_ITERS_1 32
#define TILE_DIM_2 3
#define NUM_ITERS_3 5
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 13
#else
#define TUNE_5 32
#endif

#if NUM_ITERS_1 > 65
#define CONFIG_6 5
#else
#define CONFIG_6 26
#endif
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__global__ void mix8_kernel(const long long* src9) {
    unsigned int gid10 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (void)gid10;
    if (src9 == nullptr) {
        __shared__ float sh_11[2 * 4];
        (void)sh_11;
    } else {
        constexpr int t12 = TILE_DIM_2 + 1;
        (void)t12;
        unsigned int q13[(3)] = {8U, 59, 35ll};
        (void)q13;
    }
}

int main() {
    int count14 = 595;
    auto op15 = []() -> long long {
        if constexpr (sizeof(double) == 8) {
        } else {
        }
        return 21;
    };
    (void)op15;
    count14 &= 31 * count14;
    mix8_kernel<<<1, (TUNE_5 + 3) * 2, (NUM_ITERS_1 + 224) * 4>>>((const long long*)nullptr);
    double tmp16 = 0.0f;
    (void)tmp16;
    return 0;
}
