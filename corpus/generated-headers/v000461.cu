// cudagen 0.2 seed 461 valid headers
// features: kernel,launch,launch_dim3,builtin_vars,main,constexpr_var,compound_assign,shift,pointer_arith,lit_int_hex,lit_nullptr,cast_static,macro_object,macro_function,bit_field,local_class,if_constexpr,runtime_api
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <cstdio>
#include <type_traits>
#include <cooperative_groups.h>
#include <cuda_fp16.h>
#include <compare>

#define BLOCK_SIZE_1 256
#define NUM_ITERS_2 5
#define MOD8_3(x) ((x) % 8)
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Mask5 {
    short f0 : 12;
    unsigned : 0;
    signed int f1 : 5;
    signed int f2 : 12;
    unsigned : 6;
    unsigned f3 : 2;
    bool on : 1;
};
__host__ __device__ int pack6(int x) {
    Mask5 b{};
    b.f0 = 99;
    b.f1 = 8;
    b.f2 = 7;
    b.f3 = 1;
    b.on = x > 2;
    return static_cast<int>(b.f0) + static_cast<int>(b.f1) + static_cast<int>(b.f2) + static_cast<int>(b.f3) + (b.on ? 1 : 0);
}

__global__ void pack7(float b8, const size_t *in9, float p10) {
    int i11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (void)i11;
    b8 /= MOD8_3(*in9);
    if constexpr (sizeof(long) == 8) {
        struct Local12 {
            int s;
            __host__ __device__ int add(int v) { s += v; return s; }
        };
        Local12 off13{4};
        int idx14 = off13.add(665);
        (void)idx14;
    } else {
    }
}

int main(void) {
    int size15 = 3315;
    struct Local16 {
        int s;
        int add(int v) { s += v; return s; }
    };
    Local16 y17{0};
    int r18 = y17.add(size15);
    (void)r18;
    cudaEvent_t start19, stop20;
    cudaEventCreate(&start19);
    cudaEventCreate(&stop20);
    cudaEventRecord(start19);
    cudaEventRecord(stop20);
    cudaEventSynchronize(stop20);
    float ms21 = 0.0f;
    cudaEventElapsedTime(&ms21, start19, stop20);
    cudaEventDestroy(start19);
    cudaEventDestroy(stop20);
    float base22(size15);
    (void)base22;
    pack7<<<dim3(1 << 5, (size15 + 127) / 128), 64>>>(MOD8_3(size15), static_cast<const size_t*>(nullptr), NUM_ITERS_2);
    return 0x0;
}
