// cudagen 0.2 seed 940 valid headers
// features: kernel,launch,launch_shared_mem,builtin_vars,main,constexpr_var,struct,operator_overload,if,comparison,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,macro_object,macro_paste,pp_undef,variadic_template,pack_expansion,fold_expression,nttp_pointer,if_constexpr,concept,requires_clause,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <compare>

#define NUM_ITERS_1 64
#define NUM_ITERS_2 4
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
#undef NUM_ITERS_1
#define NUM_ITERS_1 48
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Pt8 { int a; int b; float w; };
template <int Pt8::*M> __device__ int field9(const Pt8 &p) { return p.*M; }
__device__ int indirect7(int x) {
    Pt8 p{x, 7, 1.0f};
    return field9<&Pt8::a>(p) + field9<&Pt8::b>(p);
}
template <typename T> concept Small10 = sizeof(T) <= 8;
template <typename T> concept Arith11 = Small10<T> && (sizeof(T) >= 4);
template <Small10 T> __host__ __device__ T twice12(T x) { return x + x; }
template <typename T> requires (sizeof(T) >= 4) __host__ __device__ T thrice13(T x) { return x * 3; }
template <typename T> __host__ __device__ T quad14(T x) requires Arith11<T> { return x * 4; }
__host__ __device__ int sign15(Small10 auto v) { return v != 0 ? 1 : 2; }

__global__ void shade16_kernel(int stride17, float* buf18)
{
    unsigned gid19 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid19 >= stride17) {
        return;
    }
    fminf(expf(threadIdx.x) + ((float)buf18[stride17]), 20.625f);
    sqrtf(fabsf(sqrtf(1733)));
    stride17 = gridDim.z;
    buf18[stride17] = blockDim.y + 9.875f;
    ceilf(buf18[7]);
    if constexpr (sizeof(int) == 4) {
        stride17 = threadIdx.z;
    } else {
    }
}

struct Bounds20 {
    unsigned long x21;
    unsigned char lo22;
};

inline __host__ __device__ Bounds20 operator+(Bounds20 a, Bounds20 b)
{
    Bounds20 r = a;
    r.x21 += b.x21;
    r.lo22 += b.lo22;
    return r;
}
static constexpr int LANES23 = 2;
template <typename... Ts>
__device__ double fold24(Ts... xs) {
    return (static_cast<double>(xs) * ...);
}
template <typename... Ts>
__device__ int count25(Ts... xs) {
    int values[] = {static_cast<int>(xs)...};
    return values[0] + static_cast<int>(sizeof...(Ts));
}
template <typename... Ts>
__device__ bool all26(Ts... xs) { return (... || (xs == 0)); }
__device__ int spread27(int x) {
    return static_cast<int>(fold24(x, 6.5f, 6u)) + count25(x, x, 1.0) + (all26(x, 6) ? 1 : 0) + count25(static_cast<long>(x), 6);
}

int main()
{
    int count28 = 045;
    count28 = fminf(5.875F, CAT_5(count, 28) + LANES23) + (NUM_ITERS_1 + count28);
    if ((count28 * 6) <= 53) {
        return NUM_ITERS_2;
    }
    count28 = CAT_5(count, 28);
    int res29 = 2389 * count28;
    (void)res29;
    shade16_kernel<<<LANES23 * 2, (LANES23 + 14) * (LANES23 + 2), 0>>>(NUM_ITERS_1, nullptr);
    return 0;
}
