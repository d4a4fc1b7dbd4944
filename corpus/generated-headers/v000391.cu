// cudagen 0.2 seed 391 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,constexpr_var,static_local,if,if_else,if_init,switch,compound_assign,bitwise,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_bool,lit_nullptr,cast_c,sizeof,macro_object,pp_ifdef,pp_if,union,variadic_template,pack_expansion,fold_expression,runtime_api,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <tuple>
#include <cooperative_groups.h>
#include <cuda_fp16.h>

#define RADIUS_1 128
#define NUM_ITERS_2 3
#define WARPS_3 (64)
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 7
#else
#define TUNE_5 60
#endif
#if NUM_ITERS_2 > 15
#define CONFIG_6 8
#elif NUM_ITERS_2 < 0
#error unreachable configuration
#else
#define CONFIG_6 12
#endif
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
union Word8 {
    unsigned u;
    float f;
    unsigned char bytes[4];
};
__host__ __device__ int use9(int x) {
    Word8 v{};
    v.u = static_cast<unsigned>(x);
    return static_cast<int>(v.bytes[0]) + static_cast<int>(v.u);
}
template <typename... Ts>
__device__ double fold10(Ts... xs) {
    return (static_cast<double>(xs) * ... * 1.0);
}
template <typename... Ts>
__device__ int count11(Ts... xs) {
    int values[] = {static_cast<int>(xs)...};
    return values[0] + static_cast<int>(sizeof...(Ts));
}
template <typename... Ts>
__device__ bool all12(Ts... xs) { return (... || (xs == 0)); }
__device__ int spread13(int x) {
    return static_cast<int>(fold10(x, 5.5f, 5u)) + count11(x, x, 1.0) + (all12(x, 5) ? 1 : 0) + count11(static_cast<long>(x), 5);
}

char host_probe14(const float* coef15, int len16, float* out17) {
    len16 = sqrtf(*coef15);
    cudaStream_t stream18;
    cudaStreamCreate(&stream18);
    cudaStreamSynchronize(stream18);
    return 7 * ((len16) | RADIUS_1);
}

__global__ void accum19_kernel(const int* input20, int count21, unsigned int* data22, const float* input23) {
    unsigned int i24 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (constexpr bool x25 = true; ((threadIdx.x - WARPS_3) + ((*data22) + (*input20))) > ceilf(6.875f)) {
        switch (i24 + data22[threadIdx.z & 7]) {
        case (2):
            break;
        case 0:
            break;
        case 1: {
            int u26 = fmaxf(sqrtf(*input20), 18.875f + (count21));
            (void)u26;
            count21 += (unsigned int)sinf(061L);
            break;
        }
        }
    } else if (int tmp27 = fminf(3007UL, (float)cosf(sizeof(short int))); tmp27 <= floorf(blockIdx.x)) {}
}

int check_relax28(int count29, int len30) {
    if (constexpr short res31 = 62lu; ('A' * count29) >= len30) {
        int v32 = ((short)(res31 - len30)) + sizeof(unsigned int);
        (void)v32;
    } else if ((count29 ^ ((unsigned char)len30)) >= ((float)count29)) {
        count29 = ((0x1110) * (len30 + len30)) - (host_probe14(nullptr, len30, nullptr) - (sizeof(int)));
    } else {
    }
    return 0x3bu;
}

int main(void) {
    int count33 = 2732;
    count33 = host_probe14((const float*)nullptr, sinf(sizeof(unsigned)), nullptr) + count33;
    int device34 = 0;
    cudaGetDevice(&device34);
    cudaDeviceProp prop35;
    cudaGetDeviceProperties(&prop35, device34);
    int sms36 = prop35.multiProcessorCount + prop35.warpSize;
    (void)sms36;
    if (double acc37 = CONFIG_6; (CONFIG_6 | count33) != count33) {
        cudaStream_t sum38 = nullptr;
        (void)sum38;
        static char f39 = 33;
        (void)f39;
    } else {
    }
    accum19_kernel<<<(2), WARPS_3 + (NUM_ITERS_2 + (CONFIG_6 + (NUM_ITERS_2 + 46))), 0, (cudaStream_t)0>>>(&count33, 12UL, nullptr, nullptr);
    return 0;
}
