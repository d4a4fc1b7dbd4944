// cudagen 0.2 seed 486 valid headers
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,host_function,static_host_function,main,enum_class,switch,pointer_arith,array_index,call,lit_int_suffix,lit_float,lit_char,lit_string,lit_string_prefix,lit_nullptr,cast_static,sizeof,macro_object,macro_paste,macro_statement,pp_ifdef,pp_if,exceptions,rdc_extern_device_var,hdr_cmath,hdr_cuda_fp16
// nvcc: -rdc=true
#include <cuda_runtime.h>
#include <cmath>
#include <cstdio>
#include <type_traits>
#include <cuda_fp16.h>
#include <cuda/std/array>
#include <cuda/std/functional>

#define CHUNK_1 64
#define TILE_DIM_2 128
#define BLOCK_SIZE_3 64
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_5(a, b) a##b
#define USE_FAST_PATH_6

#ifdef USE_FAST_PATH_6
#define TUNE_7 12
#else
#define TUNE_7 44
#endif

#if TILE_DIM_2 % 2 == 0 || TILE_DIM_2 < 4
#define CONFIG_8 2
#else
#define CONFIG_8 12
#endif
template <typename F>
__global__ void applyEach9(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
enum class Kind10 {
    Add11 = 2,
    Off12,
    Blue13,
    High14,
    Blue15
};
extern __device__ int sharedCounter16;
extern __device__ float lookup17[4];
__device__ int bumpShared18(int x) {
    sharedCounter16 += x;
    return sharedCounter16 + static_cast<int>(lookup17[x & 3]);
}
__device__ float halfMix19(float x) {
    __half a = __float2half(x);
    __half b = __float2half(2.5f);
    __half s = __hadd(a, b);
    __half p = a * b;
    return __half2float(s) + __half2float(p);
}

__global__ void accum20(double q21, const unsigned int *__restrict__ src22, Kind10 b23, int *__restrict__ data24) {
    switch (b23) {
    case Kind10::Add11:
        sqrtf((sharedCounter16 * 2UL) - ('#' - (*data24)));
        break;
    case Kind10::Off12: {
        Kind10 q25 = Kind10::High14;
        (void)q25;
        int res26 = *data24;
        (void)res26;
        break;
    }
    case Kind10::Blue13:
        break;
    case Kind10::High14:
        break;
    case Kind10::Blue15:
        break;
    default:
        break;
    }
}

static unsigned int scale27(unsigned int p28, float q29) {
    try {
        cudaStream_t m30 = (cudaStream_t)0;
        (void)m30;
        if (p28 > 94) {
            throw 94;
        }
    } catch (int) {
    } catch (...) {
    }
    return q29;
}

int main() {
    int size31 = 2681;
    accum20<<<(size31 + 31) / 32, (512), sizeof(float) * 64, 0>>>((size31 - size31) * (CAT_5(size, 31) / 18.5F), nullptr, Kind10::Add11, static_cast<int*>(nullptr));
    const char *flag32 = u8"warp size";
    (void)flag32;
    return 0;
}
