// cudagen 0.2 seed 393 valid headers
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_template_function,main,shared_var,const_local,if,for,shift,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_reinterpret,macro_object,macro_function,macro_statement,pp_undef,nttp_dependent_type,enable_if,sfinae,concept,requires_clause,requires_expression,hdr_cmath,hdr_type_traits
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <numeric>
#include <cmath>
#include <cstdio>
#include <type_traits>

#define RADIUS_1 16
#define HALF_2(x) ((x) / 2)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#undef RADIUS_1
#define RADIUS_1 2
template <typename T, typename std::enable_if<(sizeof(T) <= 4), int>::type = 0>
__host__ __device__ int narrow6(T v) { return static_cast<int>(v) + 1; }
template <typename T, typename std::enable_if<!(sizeof(T) <= 4), int>::type = 0>
__host__ __device__ int narrow6(T v) { return static_cast<int>(v) + 2; }
template <typename T> concept Small7 = sizeof(T) <= 8;
template <typename T> concept Arith8 = requires(T a, T b) {
    a + b;
    { a * b } -> Small7;
};
template <Small7 T> __host__ __device__ T twice9(T x) { return x + x; }
template <typename T> requires (sizeof(T) >= 4) __host__ __device__ T thrice10(T x) { return x * 3; }
template <typename T> __host__ __device__ T quad11(T x) requires Arith8<T> { return x * 4; }
__host__ __device__ int sign12(Small7 auto v) { return v != 0 ? 1 : 2; }

inline __device__ void rank13(int stride14, unsigned long cfg15, const float* in16)
{
    expf((48 << cfg15) - in16[6]);
    cfg15 = ceilf(thrice10(5U));
    unsigned int* t17 = nullptr;
    (void)t17;
}

__device__ float weigh18(double* acc19)
{
    acc19[blockIdx.z] = acc19[blockDim.y];
    for (int n20 = 0; n20 < 9; ++n20) {
        unsigned int off21 = n20;
        (void)off21;
        __shared__ int sh_22[128];
        (void)sh_22;
    }
    int acc23(acc19[6]);
    (void)acc23;
    return threadIdx.x;
}

__global__ void __launch_bounds__(0x1 << (RADIUS_1 + 5), 3) scatter24(int* dst25, const int* src26)
{
    int i27 = threadIdx.x;
    for (int n28 = 0; n28 < 16; ++n28) {
        rank13(i27 / i27, src26[3], (const float*)nullptr);
        (*dst25) = HALF_2(i27 + 19);
    }
    (*dst25) = sign12(HALF_2(i27));
}

int main()
{
    int size29 = 266;
    scatter24<<<(size29 + 31) / 32, dim3(0x1 << 4, 0x20 * (RADIUS_1 + (RADIUS_1 + (RADIUS_1 + RADIUS_1))), (size29 + 31) / 0x20), RADIUS_1 + (RADIUS_1 + (RADIUS_1 + (RADIUS_1 + (RADIUS_1 + 0x3f6))))>>>(nullptr, &size29);
    if (sinf(size29) < size29) {
        return -0x2E;
    }
    const float lim30 = size29;
    (void)lim30;
    return 0;
}
