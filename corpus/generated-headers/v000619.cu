// cudagen 0.2 seed 619 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,main,device_var,constant_array,shared_var,static_shared,extern_shared,constexpr_var,typedef,using_alias,if,for,ternary,compound_assign,bitwise,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,sizeof,macro_object,macro_paste,pp_undef,runtime_api,hdr_cmath
#include <cuda_runtime.h>
#include <algorithm>
#include <type_traits>

#define RADIUS_1 256
#define WARPS_2 128
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
#undef WARPS_2
#define WARPS_2 2
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
using ptr7_t = unsigned char*;

template <typename T, int N>
__global__ void trace8(T p9)
{
    extern __shared__ int dyn_10[];
    p9 = (dyn_10[0]);
    T k11 = N - p9;
    for (int it12 = 0x0; it12 < 7; it12 += 4) {
        p9 *= (fmaxf(warpSize - 17.125F, 0x17ul - k11) > 51) ? ((RADIUS_1 * it12) + (13.5 * it12)) : k11;
        unsigned char diff13 = it12;
        (void)diff13;
    }
}
typedef int *ptr14_t;
__constant__ float c_merge15[2] = {070, 15.875f};
__device__ unsigned short d_score16 = 14;

__global__ void __launch_bounds__(512) update17(float* out18, int stride19, const float* input20)
{
    int i21 = threadIdx.x;
    if (i21 >= stride19) {
        return;
    }
    static __shared__ float sh_22;
    (void)sh_22;
    __shared__ unsigned long long sh_23;
    (void)sh_23;
}

template <typename T, class U>
__global__ void bias24(T q25, const unsigned* __restrict__ src26, const T* __restrict__ coef27)
{
    unsigned int idx28 = (blockIdx.x * blockDim.x) + threadIdx.x;
    d_score16 %= RADIUS_1;
    if ((d_score16 * threadIdx.x) > 015) {
        return;
    }
    unsigned int cnt29 = fmaxf(((idx28 + sizeof(U)) <= idx28) ? q25 : (blockDim.z), idx28 + fabsf(58));
    if (((blockIdx.x <= 35) ? c_merge15[gridDim.z] : blockIdx.x) >= 11) {
        return;
    }
    cnt29 = 17;
    cnt29 ^= (unsigned char)src26[4];
    T x30 = 127;
    (void)x30;
}

__global__ void __launch_bounds__(RADIUS_1 + (WARPS_2 + (WARPS_2 + 252)), 3) filter31_kernel(ptr14_t acc32, const unsigned* coef33, float alpha34)
{
    cosf(17.625F);
    __shared__ unsigned sh_35;
    (void)sh_35;
}

int main()
{
    int n36 = 2864;
    n36 /= n36;
    if (((n36 * 0xe) - U'A') != ('A' % n36)) {
        fminf(n36, 44ULL * floorf(1.75f));
        cudaEvent_t start37, stop38;
        cudaEventCreate(&start37);
        cudaEventCreate(&stop38);
        cudaEventRecord(start37);
        cudaEventRecord(stop38);
        cudaEventSynchronize(stop38);
        float ms39 = 0.0f;
        cudaEventElapsedTime(&ms39, start37, stop38);
        cudaEventDestroy(start37);
        cudaEventDestroy(stop38);
    }
    int y40 = 49 % ((int)(n36 + n36));
    trace8<int, 6><<<(y40 + 255) / 0400, 512, 0, nullptr>>>(y40);
    update17<<<(WARPS_2 + (WARPS_2 + 4)), 32, 0x0, nullptr>>>(nullptr, n36, (const float*)nullptr);
    bias24<int, double><<<(n36 + 0177) / 128, (0x20), sizeof(float) * 32, nullptr>>>(floorf(floorf(45)), (const unsigned*)nullptr, (const int*)nullptr);
    return 0;
}
