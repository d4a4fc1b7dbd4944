// cudagen 0.2 seed 75 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,constexpr_var,auto_var,if,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,pp_ifdef,pp_if
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <array>
#include <algorithm>
#include <cuda_fp16.h>
#include <cuda/std/array>
#include <cuda/std/functional>
#include <compare>

#define NUM_ITERS_1 8
#define LOW_BITS_2(x) ((x) & 0xF)
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))

#ifdef USE_FAST_PATH_4
#define TUNE_5 12
#else
#define TUNE_5 55
#endif

#if NUM_ITERS_1 > 106
#define CONFIG_6 2
#else
#define CONFIG_6 16
#endif
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__global__ void march8(int lane9, short alpha10, int lane11, bool p12)
{
    int idx13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (void)idx13;
    lane9--;
    int lo14 = (float)static_cast<unsigned>(0 ^ alpha10);
    (void)lo14;
    if (lane9 == p12) {
        alpha10 = threadIdx.x;
        __shared__ float sh_15[16];
        (void)sh_15;
        if (p12) {
            return;
        }
    }
}

int main()
{
    int size16 = 1898;
    const int* diff17 = static_cast<const int*>(nullptr);
    auto cnt18 = *diff17;
    march8<<<sizeof(unsigned int) * 0x4, 0x80, sizeof(int) * 256, 0>>>(cnt18, (size16 += 14l, CONFIG_6) * diff17[0x2], LOW_BITS_2(cnt18), *diff17);
    return 0;
}
