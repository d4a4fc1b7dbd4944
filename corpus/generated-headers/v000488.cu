// cudagen 0.2 seed 488 valid headers
// features: kernel,launch,launch_shared_mem,host_device_function,host_function,constexpr_function,main,device_var,local_array,nested_namespace,bitwise,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,macro_paste,inline_namespace,using_declaration,using_directive,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>

#define CAT_1(a, b) a##b
template <typename F>
__global__ void applyEach2(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

constexpr __host__ __device__ int mix3(int lane4) {
    return 30;
}

__global__ void shade5_kernel(int *out6, const float *input7, float alpha8, int len9) {
    len9 = len9 & len9;
    float s10 = len9;
    (void)s10;
    float sum11 = 12.375F;
    (void)sum11;
    unsigned int val12{0b101011L};
    (void)val12;
}
namespace core13 {
inline namespace abi {
int version14(int x) { return x + 2; }
} // namespace abi
namespace detail::impl {
int helper15(int x) { return x * 2; }
} // namespace detail::impl
} // namespace core13
using core13::version14;
int layered16(int x) {
    using namespace core13::detail::impl;
    return helper15(x) + version14(x) + core13::abi::version14(1);
}
__device__ long d_combine17 = 0x2D;
namespace core18 {
inline namespace v2 {
__host__ __device__ int version19(int x) { return x + 8; }
} // namespace v2
namespace detail::impl {
__host__ __device__ int helper20(int x) { return x * 4; }
} // namespace detail::impl
} // namespace core18
using core18::version19;
__host__ __device__ int layered21(int x) {
    using namespace core18::detail::impl;
    return helper20(x) + version19(x) + core18::v2::version19(1);
}

constexpr int check_relax22(int lane23) {
    return lane23;
}

int main(void) {
    int len24 = 662;
    int idx25[2] = {len24, len24};
    floorf(~(16 * idx25[1]));
    long long z26(22 - ((CAT_1(len, 24) - idx25[0b1]) + (427u % len24)));
    shade5_kernel<<<(4), (512), 0>>>(&len24, nullptr, 20.875f, fmaxf(sinf(idx25[z26]), 6));
    return 0;
}
