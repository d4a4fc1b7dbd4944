// cudagen 0.2 seed 24 valid headers
// features: kernel,kernel_static,grid_constant,restrict_params,launch,host_function,main,shared_var,extern_shared,constexpr_var,struct,operator_overload,if,compound_assign,logical,comparison,pointer_arith,member_access,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_float_exponent,lit_nullptr,cast_c,cast_static,cast_reinterpret,macro_function,macro_stringize,pp_ifdef,explicit_specialization,if_constexpr,type_traits,runtime_api,hdr_cmath,hdr_cuda_fp16
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <numeric>
#include <cmath>
#include <cuda_fp16.h>

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

#ifdef USE_FAST_PATH_4
#define TUNE_5 3
#else
#define TUNE_5 56
#endif
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

struct Pixel7 {
    long mass8;
    int id9;
    unsigned int w10;
};

__host__ __device__ Pixel7 operator+(Pixel7 a, Pixel7 b)
{
    Pixel7 r = a;
    r.mass8 += b.mass8;
    r.id9 += b.id9;
    r.w10 += b.w10;
    return r;
}
template <typename T> struct IsReal12 { static constexpr bool value = false; };
template <> struct IsReal12<float> { static constexpr bool value = true; };
template <> struct IsReal12<double> { static constexpr bool value = true; };
template <typename T>
__host__ __device__ int classify11(T v) {
    if constexpr (IsReal12<T>::value) {
        return static_cast<int>(v * 5);
    } else if constexpr (sizeof(T) == 8) {
        return static_cast<int>(v) + 3;
    } else {
        return static_cast<int>(v) + 1;
    }
}
__device__ float halfMix13(float x) {
    __half a = __float2half(x);
    __half b = __float2half(1.5f);
    __half s = __hadd(a, b);
    __half p = a * b;
    return __half2float(s) + __half2float(p);
}

static __global__ void tile14_kernel(__grid_constant__ const Pixel7 p15, int n16, const short *src17, const int *__restrict__ in18)
{
    extern __shared__ double dyn_19[];
    if (in18[n16] || (dyn_19[n16] > n16)) {
        return;
    }
    dyn_19[n16] /= 250e-3F;
}

double decay20(Pixel7 p21, float alpha22, float *acc23)
{
    long stride24 = ((TUNE_5 * p21.w10) - (alpha22 + 33));
    tile14_kernel<<<(stride24 + 31) / 32, TUNE_5 + 200>>>(Pixel7{}, acc23[7], reinterpret_cast<const short*>(acc23), reinterpret_cast<const int*>(acc23));
    if (p21.mass8 > (p21.w10 + TUNE_5)) {
        return 62lu;
    }
    return -7.125f;
}

int main()
{
    int n25 = 06127;
    n25 = 41u;
    tile14_kernel<<<(n25 + 63) / 64, 512>>>(Pixel7{static_cast<long>(32 * n25), 47, 17}, fabsf(sqrtf(n25)), (const short int*)nullptr, nullptr);
    int *d_buf26 = nullptr;
    cudaMalloc(&d_buf26, static_cast<size_t>(n25) * sizeof(int));
    cudaMemset(d_buf26, 0, static_cast<size_t>(n25) * sizeof(int));
    int h_buf27[4] = {};
    cudaMemcpy(h_buf27, d_buf26, sizeof(h_buf27), cudaMemcpyDeviceToHost);
    int *d_buf28 = nullptr;
    cudaMalloc(&d_buf28, static_cast<size_t>(n25) * sizeof(int));
    cudaMemset(d_buf28, 0, static_cast<size_t>(n25) * sizeof(int));
    int h_buf29[4] = {};
    cudaMemcpy(h_buf29, d_buf28, sizeof(h_buf29), cudaMemcpyDeviceToHost);
    const char *r30 = STR_3(TUNE_5);
    (void)r30;
    return 0;
}
