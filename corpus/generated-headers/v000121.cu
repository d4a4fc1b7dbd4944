// cudagen 0.2 seed 121 valid headers
// features: kernel,launch,launch_dim3,builtin_vars,main,local_array,if,shift,logical,comparison,incdec,comma,array_index,call,lit_int_hex,lit_int_suffix,lit_float,cast_functional,cast_static,macro_object,macro_function,pp_ifdef,pp_if,hdr_cmath,hdr_cuda_fp16
#include <cuda_runtime.h>
#include <algorithm>
#include <cuda_fp16.h>

#define RADIUS_1 64
#define BLOCK_SIZE_2 256
#define MOD8_3(x) ((x) % 8)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

#ifdef USE_FAST_PATH_6
#define TUNE_7 10
#else
#define TUNE_7 34
#endif

#if TUNE_7 % 2 == 0 || TUNE_7 < 4
#define CONFIG_8 2
#else
#define CONFIG_8 23
#endif

__global__ void tile9_kernel(int len10, int len11, int stride12) {
    int tid13 = threadIdx.x;
    (void)tid13;
    __half h14 = __float2half(static_cast<float>(len10));
    float res15 = __half2float(__hmul(h14, h14));
    (void)res15;
    if ((len10 > 32) && (blockIdx.y < len10)) {
        return;
    }
    float mid16[CONFIG_8 + (CONFIG_8 + 0x3)]{17.875F, 1.875f, 0xAul, 6.0F, 13.5f, float(len11), 1.5F};
    (void)mid16;
    __half h17 = __float2half(static_cast<float>(stride12));
    float diff18 = __half2float(__hmul(h17, h17));
    (void)diff18;
}

int main() {
    int n19 = 2332;
    (n19++, (n19 = 3803u));
    int t20 = sqrtf(ceilf(-22.625f) * (n19 >> n19));
    float sum21[CONFIG_8 + 3] = {};
    tile9_kernel<<<dim3((n19 + 31) / 32), RADIUS_1>>>(n19, -51, static_cast<unsigned int>(n19) - (sum21[2] + t20));
    return 0;
}
