// cudagen 0.2 seed 358 valid headers
// features: kernel,launch,device_function,main,constexpr_var,local_array,struct,struct_methods,operator_overload,if,nested_block,shift,logical,comparison,incdec,pointer_arith,member_access,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,macro_object,macro_function,pp_if,explicit_specialization,if_constexpr,type_traits,runtime_api
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <tuple>

#define TILE_DIM_1 3
#define WARPS_2 5
#define CHUNK_3 32
#define MOD8_4(x) ((x) % 8)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#if WARPS_2 % 2 == 0 || WARPS_2 < 4
#define CONFIG_7 1
#else
#define CONFIG_7 28
#endif
struct Bounds8 {
    float sum9;
    int mass10;
    __host__ __device__ void norm11(float q12)
    {
        ++q12;
    }
    __host__ __device__ void norm13(int acc14)
    {
        double* hi15 = (double*)nullptr;
        (void)hi15;
    }
};
inline __host__ __device__ Bounds8 operator+(Bounds8 a, Bounds8 b)
{
    Bounds8 r = a;
    r.sum9 += b.sum9;
    r.mass10 += b.mass10;
    return r;
}
template <typename T> struct IsReal17 { static constexpr bool value = false; };
template <> struct IsReal17<float> { static constexpr bool value = true; };
template <> struct IsReal17<double> { static constexpr bool value = true; };
template <typename T>
__device__ int classify16(T v) {
    if constexpr (IsReal17<T>::value) {
        return static_cast<int>(v * 2);
    } else if constexpr (sizeof(T) == 8) {
        return static_cast<int>(v) + 3;
    } else {
        return static_cast<int>(v) + 1;
    }
}
__global__ void fold18_kernel(int stride19)
{
    --stride19;
    stride19++;
    Bounds8 z20 = Bounds8{-20.375f, stride19};
    Bounds8 sum21 = Bounds8{9.25f, 18U};
    (void)sum21;
    float t22 = MOD8_4(z20.mass10);
    (void)t22;
    stride19 = +((z20.mass10 << 0) + MOD8_4(z20.mass10));
}
inline __device__ double apply23(const unsigned int* coef24, int n25)
{
    float x26 = 0x33 - (n25 + 19.25f + 59U);
    int idx27[8]{n25, 57LL, 'z', 23, n25, 6, 8, -26};
    if (!(coef24 != nullptr)) {
        return (float)MOD8_4(idx27[n25]);
    }
    {
        idx27[0x4] = x26;
        float y28 = MOD8_4((n25 << n25)) % n25;
        (void)y28;
    }
    double flag29 = n25;
    (void)flag29;
    return static_cast<unsigned char>(254);
}
int main()
{
    int count30 = 3269;
    if ((count30 >= count30) && (count30 != count30)) {
        return count30 % (count30 * 8);
    }
    cudaEvent_t start31, stop32;
    cudaEventCreate(&start31);
    cudaEventCreate(&stop32);
    cudaEventRecord(start31);
    cudaEventRecord(stop32);
    cudaEventSynchronize(stop32);
    float ms33 = 0.0f;
    cudaEventElapsedTime(&ms33, start31, stop32);
    cudaEventDestroy(start31);
    cudaEventDestroy(stop32);
    int x34[6]{14L, count30, 8, '0', 29, 20UL};
    (void)x34;
    fold18_kernel<<<(count30 + 255) / 256, 0x1 << 0x8>>>(CHUNK_3);
    return 0;
}
