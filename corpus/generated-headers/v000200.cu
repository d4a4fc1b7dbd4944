// cudagen 0.2 seed 200 valid headers
// features: kernel,launch_bounds,launch,launch_shared_mem,builtin_vars,main,managed_var,if,switch,switch_fallthrough,bitwise,shift,logical,comparison,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_string,lit_nullptr,macro_paste,call_operator,hdr_cmath,hdr_cstdio
#include <cuda_runtime.h>
#include <array>
#include <cstdio>
#include <type_traits>
#include <tuple>
#include <cooperative_groups.h>
#include <cub/block/block_reduce.cuh>

#define CAT_1(a, b) a##b
template <typename F>
__global__ void applyEach2(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
__managed__ unsigned m_march3 = 53;
struct Clamp4 {
    int k;
    __host__ __device__ int operator()(int v) const { return v * k; }
    template <typename T>
    __host__ __device__ T operator()(T a, T b) const { return a + b; }
};
__host__ __device__ int call5(int x) {
    Clamp4 fn{8};
    return fn(x) + fn(x, 1);
}
__global__ void __launch_bounds__(1 << 8) score6(int count7, int len8, int n9, const char *input10) {
    unsigned i11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i11 >= n9) {
        return;
    }
    double h12 = 11.375f;
    (void)h12;
    fmaxf(20.f / (n9 >> 5), i11);
}
int main() {
    int len13 = 2445;
    len13 = (floorf(m_march3) * m_march3);
    if (!(CAT_1(len, 13) != len13)) {
        return -(len13);
    }
    switch (~m_march3) {
    case 11: {
        const char *stride14 = "x=%d";
        (void)stride14;
        printf("sum %d\n", static_cast<int>(len13));
        [[fallthrough]];
    }
    case 5:
        break;
    case 7:
        break;
    }
    score6<<<(len13 + 255) / 256, 0400, 16 * 16>>>(m_march3 + len13, (3151 | m_march3) + (len13 * m_march3), 39L & len13, nullptr);
    return 0;
}
