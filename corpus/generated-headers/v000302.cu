// cudagen 0.2 seed 302 valid headers
// features: kernel,launch_bounds,launch,launch_dim3,host_function,main,constexpr_var,if,goto,shift,logical,comparison,pointer_arith,array_index,call,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,sizeof,macro_object,macro_statement,pp_ifdef,pp_undef,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <numeric>
#include <cmath>

#define BLOCK_SIZE_1 5
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define USE_FAST_PATH_3

#ifndef USE_FAST_PATH_3
#define TUNE_4 7
#else
#define TUNE_4 64
#endif
#undef TUNE_4
#define TUNE_4 2
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__global__ void __launch_bounds__((TUNE_4 + (BLOCK_SIZE_1 + 9)) * TUNE_4) bump6(float *data7)
{
    unsigned int x8 = TUNE_4;
    if (!(data7 != nullptr)) {
        goto done9;
    }
    if ((x8 == x8) && ((*data7) != x8))
        return;
done9:;
}

double clamp10(int stride11, int stride12)
{
    stride12 = '\?' + (cosf(17.375F) - (sizeof(long) + stride11));
    stride12 = cosf(stride11);
    ceilf((float)sizeof(unsigned char));
    return fabsf(4 / stride11) - ((stride12 + stride11) - fminf(stride12, BLOCK_SIZE_1));
}

int main()
{
    int len13 = 254;
    int val14 = len13;
    val14 = TUNE_4;
    len13 = 35;
    bump6<<<(BLOCK_SIZE_1 + (BLOCK_SIZE_1 + (TUNE_4 + (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + (TUNE_4 + 232)))))), dim3((len13 + 63) / 64, 1 << 9)>>>((float*)nullptr);
    return 0;
}
