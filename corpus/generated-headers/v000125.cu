// cudagen 0.2 seed 125 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,managed_var,constexpr_var,if,ternary,comparison,incdec,comma,pointer_arith,member_access,array_index,call,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_reinterpret,sizeof,macro_object,macro_statement,pp_ifdef,pp_undef,exceptions,managed_in_class,runtime_api,hdr_cmath,hdr_cuda_fp16
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <cstdio>
#include <type_traits>
#include <cuda_fp16.h>
#include <compare>

#define RADIUS_1 16
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 2
#else
#define TUNE_4 22
#endif
#undef RADIUS_1
#define RADIUS_1 12
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
__device__ float halfMix6(float x) {
    __half a = __float2half(x);
    __half b = __float2half(1.5f);
    __half s = __hadd(a, b);
    __half p = a * b;
    return __half2float(s) + __half2float(p);
}
inline constexpr unsigned int LANES7 = 3;

double check_probe8(float *buf9, int n10)
{
    if ((n10 * buf9[n10]) == n10)
        return (LANES7 - buf9[4]) + (2.25 / n10);
    n10 = ((n10 - 1823U) / TUNE_4) + ((sizeof(int) + (*buf9)) / 57u);
    return ceilf(11.25f);
}

__global__ void decay11(const int *input12, short q13)
{
    if ((q13 += q13, 33L) <= 51U)
        return;
    long long z14 = ((*input12) >= (LANES7 * input12[threadIdx.x])) ? LANES7 : LANES7;
    (void)z14;
    int lim15 = TUNE_4;
    (void)lim15;
}
struct Tally16 {
    int count;
    float total;
    __host__ __device__ void add(float v) {
        ++count;
        total += v;
    }
};
__managed__ Tally16 managedStats17;
__host__ __device__ int record18(int x) {
    managedStats17.add(static_cast<float>(x));
    return managedStats17.count;
}

float sift19(int count20, unsigned *dst21, int len22)
{
    decay11<<<(count20 + 31) / 32, 0400>>>(nullptr, 2 % (managedStats17.count));
    cudaStream_t y23 = (cudaStream_t)0;
    (void)y23;
    int device24 = 0;
    cudaGetDevice(&device24);
    cudaDeviceProp prop25;
    cudaGetDeviceProperties(&prop25, device24);
    int sms26 = prop25.multiProcessorCount + prop25.warpSize;
    try {
        managedStats17.count++;
        cudaEvent_t start27, stop28;
        cudaEventCreate(&start27);
        cudaEventCreate(&stop28);
        cudaEventRecord(start27);
        cudaEventRecord(stop28);
        cudaEventSynchronize(stop28);
        float ms29 = 0.0f;
        cudaEventElapsedTime(&ms29, start27, stop28);
        cudaEventDestroy(start27);
        cudaEventDestroy(stop28);
        if (len22 > 54) {
            throw 54;
        }
    } catch (int) {
    } catch (...) {
    }
    if (managedStats17.total > 16)
        return fabsf(fabsf(sms26));
    return 2796UL;
}

int main()
{
    int len30 = 1'834;
    decay11<<<128, 64, 0, 0>>>(nullptr, sqrtf(LANES7) - sinf(managedStats17.count));
    managedStats17 = Tally16{};
    decay11<<<(len30 + 255) / 256, RADIUS_1 + 500>>>(nullptr, (LANES7 >= managedStats17.total) ? (053ul - len30) : (8 + len30));
    if (len30 <= TUNE_4)
        return (07134U % len30) * (LANES7 + managedStats17.count);
    return 0;
}
