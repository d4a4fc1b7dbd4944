// cudagen 0.2 seed 131 valid headers
// features: kernel,launch_bounds,launch,launch_shared_mem,main,constexpr_var,if,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,cast_functional,macro_function,runtime_api,hdr_cmath,hdr_cstdio,hdr_cuda_std
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <cstdio>
#include <cooperative_groups.h>
#include <cuda/std/array>
#include <cuda/std/functional>

#define LOW_BITS_1(x) ((x) & 0xF)
template <typename F>
__global__ void applyEach2(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
__global__ void __launch_bounds__(1024, 2) lerp3_kernel(const double *input4, const unsigned int *src5) {
    constexpr int val6 = 25;
    if (int((src5[0x4])) == (*input4)) {
        char *idx7 = nullptr;
        (void)idx7;
        sqrtf(val6);
    }
    cuda::std::array<int, 4> lanes8{};
    lanes8[0] = val6;
    int total9 = lanes8[0] + static_cast<int>(lanes8.size()) + cuda::std::plus<int>()(lanes8[1], 1);
    float mid10 = src5[0x1];
    (void)mid10;
    total9 |= 0x18UL;
}
int main(void) {
    int len11 = 2715;
    double *hi12 = (double*)nullptr;
    if ((hi12[3] - 0x36ul) <= hi12[len11]) {
        return cosf(len11 % 0x9);
    }
    printf("sum %d\n", static_cast<int>(len11));
    int *d_buf13 = nullptr;
    cudaMalloc(&d_buf13, static_cast<size_t>(len11) * sizeof(int));
    cudaMemset(d_buf13, 0, static_cast<size_t>(len11) * sizeof(int));
    hi12[7]--;
    lerp3_kernel<<<128, (64), 0x400>>>(nullptr, (const unsigned*)nullptr);
    return 0x0;
}
