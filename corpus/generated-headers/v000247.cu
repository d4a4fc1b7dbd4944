// cudagen 0.2 seed 247 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,main,managed_var,shared_var,constexpr_var,local_array,using_alias,namespace,nested_namespace,switch,switch_fallthrough,goto,ternary,compound_assign,bitwise,comparison,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_function,pp_ifdef,union,nttp_integral,nttp_dependent_type,enable_if,partial_specialization,sfinae,runtime_api,hdr_cmath
#include <cuda_runtime.h>
#include <cmath>

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 5
#else
#define TUNE_4 18
#endif
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__global__ void __maxnreg__(32) split6(int *buf7)
{
    __shared__ float sh_8;
    double z9 = sh_8 - (buf7[7] & TUNE_4);
    (void)z9;
    sh_8 = buf7[0] & static_cast<int>((*buf7) & TUNE_4);
    floorf(sh_8);
    constexpr int k10 = 39;
    (void)k10;
}

__global__ void norm11(int len12)
{
    long *k13 = static_cast<long*>(nullptr);
    (void)k13;
    long cnt14 = len12;
    (void)cnt14;
}

namespace math15::sub16 {
template <typename T>
__global__ void pivot17_kernel(T *out18, const unsigned int *in19, T *acc20)
{
    if (MAX2_1(out18[5], acc20[6]) >= (*out18)) {
        goto skip21;
    }
    (*out18) = (61 < acc20[6]) ? fminf(3.0f, expf(TUNE_4)) : TWICE_PLUS_2(in19[7] * TUNE_4, (43l));
    out18[5] = out18[1];
skip21:;
}
__managed__ bool m_tally22 = 1;
} // namespace math15::sub16
template <bool B, typename T = void> struct EnableIf24 {};
template <typename T> struct EnableIf24<true, T> { using type = T; };
template <typename T> struct IsSmall25 { static constexpr bool value = sizeof(T) <= 4; };
template <typename T, typename EnableIf24<IsSmall25<T>::value, int>::type = 0>
__device__ int narrow23(T v) { return static_cast<int>(v) + 1; }
template <typename T, typename EnableIf24<!IsSmall25<T>::value, int>::type = 0>
__device__ int narrow23(T v) { return static_cast<int>(v) + 2; }
union Raw26 {
    unsigned u;
    float f;
    unsigned char bytes[4];
};
__device__ int use27(int x) {
    Raw26 v{};
    v.u = static_cast<unsigned>(x);
    return static_cast<int>(v.bytes[2]) + static_cast<int>(v.u);
}
using idx28_t = int;
template <typename T, long N>
struct Fixed29 {
    T data[N];
    __host__ __device__ T sum() const {
        T s = T();
        for (long i = 0; i < N; ++i) {
            s += data[i];
        }
        return s;
    }
};
template <int K, typename T> __host__ __device__ T scaleBy30(T v) { return v * static_cast<T>(K); }
template <bool Neg> __host__ __device__ int flip31(int v) { return Neg ? -v : v; }
__host__ __device__ float fixed32(int x) {
    Fixed29<float, 7l> a{};
    a.data[0] = static_cast<float>(x);
    return a.sum() + scaleBy30<6>(static_cast<float>(x)) + static_cast<float>(flip31<false>(x));
}

float run_filter33(unsigned long long *buf34, unsigned int *dst35)
{
    int device36 = 0;
    cudaGetDevice(&device36);
    cudaDeviceProp prop37;
    cudaGetDeviceProperties(&prop37, device36);
    int sms38 = prop37.multiProcessorCount + prop37.warpSize;
    switch ((unsigned char)math15::sub16::m_tally22) {
    case 3 * 3:
        break;
    case 3:
        (*buf34) %= *buf34;
        [[fallthrough]];
    case 1:
        cosf(buf34[sms38]);
        break;
    case 5:
        break;
    default:
        break;
    }
    return 6.0F;
}

int main()
{
    int count39 = 1011;
    math15::sub16::m_tally22 = MAX2_1(math15::sub16::m_tally22 % math15::sub16::m_tally22, count39 + count39) != fabsf(math15::sub16::m_tally22);
    idx28_t t40[5] = {2, 24u, 024ULL, 31};
    split6<<<dim3((count39 + 255) / 256, (count39 + 0177) / 0200), (TUNE_4 + (TUNE_4 + (TUNE_4 + 241))), sizeof(int) * 0200, 0>>>(t40);
    norm11<<<TUNE_4 + 3, (TUNE_4 + 11) * 2, 1024, (cudaStream_t)0>>>(fminf(count39 - count39, 9.875F - count39));
    math15::sub16::pivot17_kernel<float><<<dim3((count39 + 63) / 64), dim3((count39 + 31) / 32, (count39 + 31) / 32, 1)>>>((float*)nullptr, (const unsigned int*)nullptr, nullptr);
    return 0;
}
