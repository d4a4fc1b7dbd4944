// cudagen 0.2 seed 832 valid headers
// features: kernel,kernel_static,launch,launch_shared_mem,launch_stream,main,constexpr_var,enum,compound_assign,bitwise,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,macro_statement,enum_underlying
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <algorithm>
#include <numeric>
#include <cstdio>
#include <type_traits>
#include <cooperative_groups.h>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
template <typename F>
__global__ void applyEach2(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
enum Kind3 : long {
    BUSY4 = 3,
    MUL5 = 5,
    IDLE6,
    OFF7 = 9,
    IDLE8
};

static __global__ void mix9_kernel(float *dst10) {
    (*dst10) -= ((14.375f / dst10[1]) * 11l) + ((dst10[0x2] + dst10[5]) * (8.125f + dst10[7]));
    dst10[2] -= 43;
}

int main() {
    int size11 = 4005;
    constexpr unsigned m12 = 22;
    size11 -= m12 & size11;
    mix9_kernel<<<(size11 + 127) / 128, (MUL5 + 0xFB), 64 * (BUSY4 + 0x1), (cudaStream_t)0>>>((float*)nullptr);
    return 0;
}
