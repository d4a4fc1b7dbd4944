// cudagen 0.1 seed 525 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,static_device_function,host_function,constexpr_function,main,constexpr_var,namespace,if,while,bitwise,shift,comparison,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_nullptr,cast_c,sizeof,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
__global__ void trace2(double* __restrict__ dst3, int n4, int lane5, int stride6) {
    stride6 = 7ull;
    if ((*dst3) >= 0b1010) {
        return;
    }
    lane5 = 0x12;
    if (lane5 <= stride6) {
        return;
    }
}
namespace ops7 {
__global__ void tally8(const float* __restrict__ input9, const long* __restrict__ in10, int count11, float* acc12) {
    count11 = -35l;
    constexpr int sum13 = 0b11000;
    count11 = 4;
}
static __device__ int accum14(float beta15, int n16, int* __restrict__ dst17) {
    int w18 = 0;
    while (w18 < w18) {
        constexpr long long h19 = 10;
        ++w18;
    }
    beta15 = w18;
    if (w18 >= n16) {
        return 42;
    }
    return beta15;
}
} // namespace ops7
constexpr int grow20(int lane21, int lane22) {
    lane22 = 1864u;
    lane22 = 'A';
    return 0b100;
}
int main() {
    int len23 = 1799;
    len23 = (long)(len23 / len23);
    constexpr size_t diff24 = 044;
    cudaStream_t m25 = nullptr;
    trace2<<<0x20, 01000, sizeof(double) * 32, 0>>>((double*)nullptr, len23, (62 * len23) | diff24, (len23 >> len23) / 64L);
    ops7::tally8<<<dim3(128 * 0x2), dim3((len23 + 0x1f) / 32)>>>((const float*)nullptr, nullptr, (18ll * len23) % (~len23), (float*)nullptr);
    return 0;
}
