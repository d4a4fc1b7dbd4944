// cudagen 0.2 seed 68 valid headers
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,main,constexpr_var,auto_var,if,if_else,ternary,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_char,macro_object,pp_ifdef,comments,bit_field,if_constexpr,designated_init,runtime_api
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <numeric>
#include <type_traits>

#define TILE_DIM_1 5
#define RADIUS_2 (32)
#define NUM_ITERS_3 128

#ifdef USE_FAST_PATH_4
#define TUNE_5 10
#else
#define TUNE_5 57
#endif
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
// Helper used by the kernels below.

__global__ void tile7_kernel(int lane8, float b9) {
    auto prod10 = lane8;
    (void)prod10;
    signed char z11 = 49U;
    (void)z11;
}
struct Spec12 { unsigned x; int y; float z; unsigned w; };
__device__ int configured13(int v) {
    Spec12 a{.x = static_cast<unsigned>(v), .y = v, .z = static_cast<float>(v), .w = static_cast<unsigned>(v)};
    Spec12 b{.w = 1};
    Spec12 d = {.x = 2};
    return static_cast<int>(a.x) + static_cast<int>(b.w) + static_cast<int>(d.x);
}
struct Mask14 {
    short f0 : 10;
    int f1 : 5;
    int f2 : 3;
    int f3 : 2;
    unsigned : 1;
};
__device__ int pack15(int x) {
    Mask14 b{};
    b.f0 = 15;
    b.f1 = 4;
    b.f2 = 3;
    b.f3 = 1;
    return static_cast<int>(b.f0) + static_cast<int>(b.f1) + static_cast<int>(b.f2) + static_cast<int>(b.f3);
}

inline long host_clamp16(int *__restrict__ data17, double q18, long cfg19) {
    cudaError_t err20 = cudaDeviceSynchronize();
    int ok21 = err20 == cudaSuccess ? 1 : 0;
    auto m22 = data17[ok21] + 'a';
    tile7_kernel<<<1, 64>>>(data17[ok21], cfg19);
    --cfg19;
    dim3 r23 = dim3(0x20);
    (void)r23;
    return data17[0] + 0b110011u + m22;
}

int drift24(int n25, int n26, const float *__restrict__ input27) {
    n25 = *input27;
    n25 = NUM_ITERS_3 + n26;
    tile7_kernel<<<128, 32, 0, (cudaStream_t)0>>>((n25 - 13L) ? (*input27) : (n25 + 32), (input27[2] * n25) - (3 * input27[3]));
    return 0xA;
}

int main() {
    int len28 = 4059;
    if (len28) {
        len28 = len28;
        if constexpr (sizeof(double) == 4) {
            len28 = len28;
        }
    } else if ((len28 * len28) <= (+len28)) {}
    return 0;
}
