// cudagen 0.2 seed 797 valid headers
// features: kernel,launch,builtin_vars,main,constexpr_var,if,ternary,compound_assign,bitwise,shift,comparison,pointer_arith,array_index,lit_int_binary,lit_nullptr,macro_object,macro_function,macro_statement,pp_ifdef,pp_if,pp_undef,runtime_api
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <numeric>
#include <tuple>

#define NUM_ITERS_1 5
#define TILE_DIM_2 32
#define ADD3_3(a, b, c) ((a) + (b) + (c))
#define HALF_4(x) ((x) / 2)
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#ifdef USE_FAST_PATH_6
#define TUNE_7 5
#else
#define TUNE_7 27
#endif

#if TILE_DIM_2 == 32
#define CONFIG_8 6
#else
#define CONFIG_8 9
#endif
#undef CONFIG_8
#define CONFIG_8 24
template <typename F>
__global__ void applyEach9(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__global__ void pack10(size_t *buf11, int *data12, const unsigned int *coef13, float alpha14)
{
    alpha14 *= (+((*buf11) + buf11[blockDim.x & 7])) - ((((*coef13) == 44) ? alpha14 : 25) * (coef13[gridDim.x & 7]));
    int q15 = threadIdx.x;
    (void)q15;
}

int main()
{
    int size16 = 3880;
    size16 %= ((size16 | 4) <= (-(size16 * 3788))) ? size16 : ((TUNE_7 >> size16) + (42 % size16));
    pack10<<<(1), (TILE_DIM_2 + (NUM_ITERS_1 + (CONFIG_8 + 0b1000011)))>>>(nullptr, nullptr, nullptr, (size16 / size16) * (size16 >> size16));
    cudaEvent_t start17, stop18;
    cudaEventCreate(&start17);
    cudaEventCreate(&stop18);
    cudaEventRecord(start17);
    cudaEventRecord(stop18);
    cudaEventSynchronize(stop18);
    float ms19 = 0.0f;
    cudaEventElapsedTime(&ms19, start17, stop18);
    cudaEventDestroy(start17);
    cudaEventDestroy(stop18);
    if (size16 >= ms19) {
        return HALF_4(ms19);
    }
    return 0;
}
