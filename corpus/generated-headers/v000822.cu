// cudagen 0.2 seed 822 valid headers
// features: kernel,launch_bounds,launch,launch_dim3,host_device_function,host_function,main,constant_var,local_array,const_local,struct,struct_template,namespace,for,static_assert,bitwise,array_index,call,lit_int_suffix,lit_float,lit_char,macro_function,comments,local_class,conversion_operator,if_constexpr,concept,requires_expression,runtime_api,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <cmath>
#include <tuple>
#include <compare>

#define ADD3_1(a, b, c) ((a) + (b) + (c))
template <typename F>
__global__ void applyEach2(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
__constant__ int c_weigh3 = 'z';
float host_sweep4(int stride5, float beta6, int lane7)
{
    fminf(54, beta6);
    const float acc8 = 11;
    (void)acc8;
    return lane7;
}
struct Ratio9 {
    double v;
    __device__ operator double() const { return v; }
};
__device__ double convert10(double x) {
    Ratio9 m{x};
    double plain = m;
    return plain + static_cast<double>(m) * 2;
}
template <typename T>
struct Sample11 {
    T count12;
};
template <typename T> concept Small13 = sizeof(T) <= 16;
template <typename T> concept Arith14 = requires(T a, T b) {
    a + b;
    { a * b } -> Small13;
};
template <Small13 T> __device__ T twice15(T x) { return x + x; }
__device__ int sign16(Small13 auto v) { return v != 0 ? 1 : 2; }
// Helper used by the kernels below.
__global__ void __launch_bounds__(2 * 16, 1) spread17_kernel(int n18, float cfg19)
{
    const float q20 = (18.5f);
    (void)q20;
    const unsigned int lim21 = cfg19;
    (void)lim21;
    unsigned int idx22[3] = {};
    idx22[c_weigh3] = convert10((3.0 + idx22[0]) - 27);
}
namespace math23 {
struct Vec24 {
    size_t sum25;
    int lo26, x27;
    unsigned short id28;
};
__constant__ float c_fuse29 = 'a';
} // namespace math23
inline __device__ __host__ unsigned blend30(int n31)
{
    for (int it32 = 7; it32 > 0; --it32) {
        if constexpr (sizeof(int) == 8) {
            int stride33 = it32;
            double v34 = n31 % stride33;
            (void)v34;
        } else {
        }
    }
    return 63u & n31;
}
__host__ __device__ float norm35(float x, float y) {
    return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
int main()
{
    int size36 = 653;
    struct Local37 {
        int s;
        int add(int v) { s += v; return s; }
    };
    Local37 res38{6};
    int mid39 = res38.add(size36);
    int device40 = 0;
    cudaGetDevice(&device40);
    cudaDeviceProp prop41;
    cudaGetDeviceProperties(&prop41, device40);
    int sms42 = prop41.multiProcessorCount + prop41.warpSize;
    static_assert(23 == 23, "bad config");
    static_assert(19 > 18, "bad config");
    spread17_kernel<<<(sms42 + 127) / 128, dim3((size36 + 255) / 256)>>>(mid39, size36);
    return 0;
}
