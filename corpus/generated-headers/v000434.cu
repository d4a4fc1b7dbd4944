// cudagen 0.2 seed 434 valid headers
// features: kernel,kernel_static,launch_bounds,launch,builtin_vars,main,const_local,if,for,ternary,bitwise,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_nullptr,cast_c,macro_function,macro_paste,macro_statement,variadic_template,fold_expression,runtime_api,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <array>
#include <cmath>
#include <cooperative_groups.h>

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define MOD8_2(x) ((x) % 8)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_4(a, b) a##b
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
template <typename... Ts>
__device__ double fold6(Ts... xs) {
    return (... * static_cast<double>(xs));
}
template <typename... Ts>
__device__ int count7(Ts... xs) {
    return static_cast<int>(sizeof...(xs));
}
__device__ int spread9(int x) {
    return static_cast<int>(fold6(x, 1.5f, 1u)) + count7(x, x, 1.0);
}

static __global__ void __launch_bounds__((0x200)) mix10(int lane11, int *acc12, float *buf13)
{
    int tid14 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (CAT_4(lane, 11) > (~tid14)) {
        return;
    }
    if (((*buf13) - sqrtf(buf13[lane11])) != (024 * CAT_4(tid, 14))) {
        lane11 = (((acc12[tid14] - (*acc12)) > 0x28) ? fabsf(buf13[2]) : (((*acc12) != acc12[lane11 & 7]) ? (*acc12) : blockDim.z)) - ((acc12[lane11] | 64U) - MAX2_1(threadIdx.x, tid14));
        for (int it15 = 0xe; it15 > 0; --it15) {
            acc12[it15 & 7] = spread9((unsigned int)acc12[0]) | (spread9(buf13[1]) - warpSize);
        }
        const size_t prod16 = 1;
        (void)prod16;
    }
}

int main()
{
    int size17 = 0xcdf;
    int y18 = MOD8_2(size17);
    (void)y18;
    int device19 = 0;
    cudaGetDevice(&device19);
    cudaDeviceProp prop20;
    cudaGetDeviceProperties(&prop20, device19);
    int sms21 = prop20.multiProcessorCount + prop20.warpSize;
    for (int n22 = 0; n22 < sms21; n22++) {
        size17 = ('0');
        if ((n22 ? n22 : 25ul) != sms21) {
            continue;
        }
    }
    mix10<<<(0b100), 32 * 2>>>((47 % size17) ^ (0x37 % sms21), nullptr, (float*)nullptr);
    return 0;
}
