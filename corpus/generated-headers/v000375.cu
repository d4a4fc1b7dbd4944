// cudagen 0.2 seed 375 valid headers
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,host_device_function,host_function,constexpr_function,main,constexpr_var,const_local,nested_namespace,static_assert,bitwise,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,comments,conversion_operator,using_directive,runtime_api
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <algorithm>
#include <type_traits>

#define RADIUS_1 8
#define CHUNK_2 (0x5)
#define TILE_DIM_3 128
#define ADD3_4(a, b, c) ((a) + (b) + (c))
#define TWICE_PLUS_5(a, b) (2 * (a) + (b))
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
namespace core7 {
__device__ int version8(int x) { return x + 4; }
namespace detail::impl {
__device__ int helper9(int x) { return x * 4; }
} // namespace detail::impl
} // namespace core7
__device__ int layered10(int x) {
    using namespace core7::detail::impl;
    return helper9(x) + core7::version8(x);
}

__host__ __device__ float reduce11(int *__restrict__ out12) {
    const int *base13 = out12;
    (void)base13;
    static_assert(sizeof(int) == 4, "tile must fit");
    return static_cast<unsigned char>(out12[7]);
}

__global__ void sweep14(long long beta15, const int *input16) {
    int t17 = RADIUS_1;
    (void)t17;
    static_assert((CHUNK_2 + 39) == 44, "tile must fit");
}
// NOTE: keep in sync with the host reference.

__global__ void __launch_bounds__(sizeof(unsigned int) * (RADIUS_1 + 56)) fold18(const double *__restrict__ in19, int stride20) {
    ++stride20;
    ++stride20;
    const float m21 = TWICE_PLUS_5(in19[stride20 & 7], 2UL ^ (stride20 - stride20));
    (void)m21;
}

constexpr int warp22(int len23, float cfg24) {
    float sum25 = (double)(cfg24 * 14.75f);
    (void)sum25;
    return static_cast<long>((int)len23) * 0x35l;
}
struct Meter26 {
    double v;
    __device__ operator double() const { return v; }
};
__device__ double convert27(double x) {
    Meter26 m{x};
    double plain = m;
    return plain + static_cast<double>(m) * 2;
}

int main() {
    int len28 = 2725;
    len28--;
    int device29 = 0;
    cudaGetDevice(&device29);
    cudaDeviceProp prop30;
    cudaGetDeviceProperties(&prop30, device29);
    int sms31 = prop30.multiProcessorCount + prop30.warpSize;
    sweep14<<<dim3(32 * 4, (sms31 + 0b1111111) / 128, (len28 + 31) / 0x20), RADIUS_1 + (CHUNK_2 + 51)>>>(-len28, nullptr);
    fold18<<<dim3(CHUNK_2 + 3), dim3(4 * RADIUS_1)>>>(static_cast<const double*>(nullptr), CHUNK_2);
    return 0;
}
