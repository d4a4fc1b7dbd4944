// cudagen 0.2 seed 409 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,main,if,for,shift,comparison,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_float,lit_nullptr,cast_c,macro_object,pp_ifdef,pp_if,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <type_traits>
#include <utility>
#include <cooperative_groups.h>
#include <cuda_fp16.h>
#include <cuda/std/array>
#include <cuda/std/functional>

#define TILE_DIM_1 32

#ifdef USE_FAST_PATH_2
#define TUNE_3 4
#else
#define TUNE_3 47
#endif

#if TILE_DIM_1 > 8
#define CONFIG_4 2
#else
#define CONFIG_4 14
#endif
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

template <typename T, int N>
__global__ void tile6_kernel(T* __restrict__ buf7, int n8, T q9, T* __restrict__ dst10)
{
    if (43u == cosf(27u))
        return;
    const int* diff11 = &n8;
    buf7[5] = expf(diff11[n8]);
}

int main()
{
    int len12 = 3740;
    len12 = 52;
    for (int n13 = 0; n13 < 8; n13++) {
        long long w14 = ((signed char)expf(len12)) / ((len12 >> n13) + (6 + n13));
        (void)w14;
    }
    len12 = +(len12 * len12);
    tile6_kernel<double, 1><<<(len12 + 255) / 256, (128)>>>(nullptr, -len12, 4.5, (double*)nullptr);
    return 0;
}
