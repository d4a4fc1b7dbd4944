// cudagen 0.2 seed 960 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,main,auto_var,nested_namespace,for,pointer_arith,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,comments,inline_namespace,using_directive,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <type_traits>

template <typename F>
__global__ void applyEach1(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
// Layout: row-major, no padding.

__global__ void sift2_kernel(int len3, int count4, int count5, const unsigned int* src6)
{
    int gid7 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (void)gid7;
    for (int j8 = (blockIdx.x * blockDim.x) + threadIdx.x; j8 < 11; j8 += blockDim.x * gridDim.x) {
        long acc9 = 15;
        (void)acc9;
        long long flag10 = cosf(cosf(cosf(blockIdx.x)));
        (void)flag10;
    }
    int off11 = expf(sqrtf(22.0F)) - (045UL % ((*src6) * 189lu));
    (void)off11;
}
namespace api12 {
inline namespace v1 {
__host__ __device__ int version13(int x) { return x + 7; }
} // namespace v1
namespace detail::impl {
__host__ __device__ int helper14(int x) { return x * 4; }
} // namespace detail::impl
} // namespace api12
__host__ __device__ int layered15(int x) {
    using namespace api12::detail::impl;
    return helper14(x) + api12::version13(x) + api12::v1::version13(1);
}

int main()
{
    int n16 = 577;
    unsigned int prod17 = 19;
    (void)prod17;
    auto y18 = -(layered15(0x36) - 0x7);
    (void)y18;
    sift2_kernel<<<(n16 + 63) / 64, 32, sizeof(float) * 128, 0>>>(n16, 0xd, 0b10001, static_cast<const unsigned*>(nullptr));
    return 0;
}
