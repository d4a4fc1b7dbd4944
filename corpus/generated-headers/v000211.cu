// cudagen 0.2 seed 211 valid headers
// features: kernel,launch,launch_dim3,builtin_vars,host_function,constexpr_function,main,constexpr_var,const_local,if,goto,static_assert,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_char,lit_string,sizeof,macro_function,macro_paste,pp_ifdef,pp_if,runtime_api,hdr_cuda_fp16
#include <cuda_runtime.h>
#include <type_traits>
#include <utility>
#include <cuda_fp16.h>
#include <cuda/std/array>
#include <cuda/std/functional>

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define CAT_2(a, b) a##b
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 12
#else
#define TUNE_4 54
#endif

#if TUNE_4 % 2 == 0 || TUNE_4 < 4
#define CONFIG_5 3
#else
#define CONFIG_5 17
#endif
__device__ float halfMix6(float x) {
    __half a = __float2half(x);
    __half b = __float2half(0.5f);
    __half s = __hadd(a, b);
    __half p = a * b;
    return __half2float(s) + __half2float(p);
}
__device__ float halfMix7(float x) {
    __half a = __float2half(x);
    __half b = __float2half(1.5f);
    __half s = __hadd(a, b);
    __half p = a * b;
    return __half2float(s) + __half2float(p);
}

__global__ void tile8(int n9, int lane10) {
    int i11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int v12 = gridDim.y;
    constexpr int base13 = CONFIG_5 + (sizeof(int) * 9);
    if ((i11 - n9) <= i11) {
        goto finish14;
    }
    if (MIN2_1(MIN2_1(i11, lane10), base13) >= 51) {
        static_assert(((CONFIG_5 + (CONFIG_5 + (CONFIG_5 + (CONFIG_5 + (TUNE_4 + (TUNE_4 + (CONFIG_5 + 22)))))))) > 60, "tile must fit");
        v12 = (55 * i11) ^ base13;
    }
finish14:;
}

constexpr int grow15(int count16, int stride17) {
    count16 = stride17 * ((count16 % 38UL) / 30);
    const float r18 = 51ll;
    (void)r18;
    return MIN2_1(MIN2_1(count16, 3) * count16, 11);
}

int main() {
    int size19 = 717;
    const char *s20 = "kernel\n";
    size19--;
    int *d_buf21 = nullptr;
    cudaMalloc(&d_buf21, static_cast<size_t>(size19) * sizeof(int));
    cudaMemset(d_buf21, 0, static_cast<size_t>(size19) * sizeof(int));
    size19 = 7l ^ (~(s20[1] + 'a'));
    d_buf21[size19 & 7]--;
    (d_buf21[2]++, (size19 = +s20[1]));
    tile8<<<dim3((size19 + 037) / 32, (size19 + 31) / 32), 256>>>(45, (56u + s20[1]) / (62 + d_buf21[size19 & 7]));
    return 0;
}
