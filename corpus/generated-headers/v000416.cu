// cudagen 0.2 seed 416 valid headers
// features: kernel,launch,launch_shared_mem,builtin_vars,device_function,device_noinline,static_device_function,main,constexpr_var,if,for,compound_assign,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_float,lit_nullptr,cast_static,sizeof,pp_ifdef,pp_undef,comments,variadic_template,pack_expansion,fold_expression,hdr_cmath,hdr_cuda_fp16
#include <cuda_runtime.h>
#include <cuda_fp16.h>

#ifdef USE_FAST_PATH_1
#define TUNE_2 2
#else
#define TUNE_2 33
#endif
#undef TUNE_2
#define TUNE_2 2
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
static __device__ __noinline__ float count4(int stride5, int stride6, int stride7)
{
    __half h8 = __float2half(static_cast<float>(stride5));
    float h9 = __half2float(__hmul(h8, h8));
    stride5 -= stride6;
    unsigned h10 = ceilf((0x6 + stride5) << blockIdx.x);
    h9 -= TUNE_2 / fminf(gridDim.x, stride6 * blockIdx.x);
    int u11 = (stride5 << h10) - fminf(16, 22.625F);
    (void)u11;
    constexpr double h12 = 24.125f;
    (void)h12;
    return h9;
}
/* Returns the accumulated value. */
__global__ void smooth13_kernel(float* data14)
{
    unsigned i15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    float lim16 = -14;
    (void)lim16;
    if (!data14)
        return;
    if (i15 < data14[1])
        return;
    constexpr float lo17 = 0b1011;
    (void)lo17;
}
template <typename... Ts>
__host__ __device__ double fold18(Ts... xs) {
    return (static_cast<double>(xs) + ...);
}
template <typename... Ts>
__host__ __device__ int count19(Ts... xs) {
    int values[] = {static_cast<int>(xs)...};
    return values[0] + static_cast<int>(sizeof...(Ts));
}
template <typename... Ts>
__host__ __device__ bool all20(Ts... xs) { return (... || (xs == 0)); }
__host__ __device__ int spread21(int x) {
    return static_cast<int>(fold18(x, 4.5f, 4u)) + count19(x, x, 1.0) + (all20(x, 4) ? 1 : 0);
}
static __device__ double mix22(float* out23, double p24)
{
    if ((p24) > warpSize)
        return p24;
    --p24;
    if (((*out23) + 4) <= 57)
        return p24;
    return (fabsf(9 * out23[blockDim.x]));
}
template <typename... Ts>
__device__ double fold25(Ts... xs) {
    return (... + static_cast<double>(xs));
}
template <typename... Ts>
__device__ int count26(Ts... xs) {
    int values[] = {static_cast<int>(xs)...};
    return values[0] + static_cast<int>(sizeof...(Ts));
}
template <typename... Ts>
__device__ bool all27(Ts... xs) { return (... || (xs == 0)); }
__device__ int spread28(int x) {
    return static_cast<int>(fold25(x, 4.5f, 4u)) + count26(x, x, 1.0) + (all27(x, 4) ? 1 : 0) + count26(static_cast<long>(x), 4);
}
__device__ float halfMix29(float x) {
    __half a = __float2half(x);
    __half b = __float2half(8.5f);
    __half s = __hadd(a, b);
    __half p = a * b;
    return __half2float(s) + __half2float(p);
}
int main()
{
    int size30 = 2007;
    for (int j31 = 0; j31 < 0b110; ++j31) {
        for (int it32 = 0; it32 < size30; ++it32) {
            size30 -= it32;
            constexpr float f33 = 18.0f;
            (void)f33;
            int h34 = static_cast<short int>(7);
            (void)h34;
        }
    }
    smooth13_kernel<<<(size30 + 0x3F) / 64, sizeof(unsigned int) * 32, 0x0>>>(nullptr);
    return 0;
}
