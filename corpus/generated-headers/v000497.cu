// cudagen 0.2 seed 497 valid headers
// features: kernel,kernel_static,launch,builtin_vars,main,struct,struct_methods,operator_overload,if,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,macro_paste,local_class,enable_if,partial_specialization,sfinae
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <numeric>
#include <cstdio>
#include <compare>

#define CAT_1(a, b) a##b
template <typename F>
__global__ void applyEach2(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

struct Pixel3 {
    int x4, sum5;
    int w6;
    __host__ __device__ void scale7(int k8)
    {
        w6 = k8 - k8;
    }
    __host__ __device__ void apply9(int h10)
    {
        h10 %= ((022 - x4) - 41ull) * ((43u * h10) + 1910);
    }
};

struct Stats11 {
    bool flag12;
    int val13;
    __host__ __device__ int reset14(int t15) const
    {
        return val13;
    }
    __host__ __device__ int bump16() const
    {
        if ((val13 != CAT_1(flag, 12)) && flag12) {
            return (flag12 * flag12) - (33 * val13);
        }
        return 5 - static_cast<signed char>(val13);
    }
};

inline __host__ __device__ Stats11 operator+(Stats11 a, Stats11 b)
{
    Stats11 r = a;
    r.val13 += b.val13;
    return r;
}

static __global__ void split17_kernel(float *data18)
{
    int gid19 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (*data18) /= gid19;
    data18[gid19] /= 1471l;
    char *mid20 = nullptr;
    mid20[gridDim.x] = data18[blockIdx.y];
    if (((*mid20) + 48ul) > gid19) {
        return;
    }
    data18[gid19] -= ((*data18) * (sizeof(Stats11) + (*data18))) - (((*data18) + gid19) * (3303l + data18[gid19]));
    data18[0b101] = (mid20[gid19] += data18[gid19], 4555) * (mid20[gid19] + 0x20L);
}
template <bool B, typename T = void> struct EnableIf22 {};
template <typename T> struct EnableIf22<true, T> { using type = T; };
template <typename T> struct IsSmall23 { static constexpr bool value = sizeof(T) <= 4; };
template <typename T>
__host__ __device__ typename EnableIf22<IsSmall23<T>::value, int>::type narrow21(T v) { return static_cast<int>(v) * 1; }
template <typename T>
__host__ __device__ typename EnableIf22<!IsSmall23<T>::value, int>::type narrow21(T v) { return static_cast<int>(v) * 2; }

int main()
{
    int n24 = 1273;
    ++n24;
    struct Local25 {
        int s;
        int add(int v) { s += v; return s; }
    };
    Local25 res26{7};
    int lo27 = res26.add((n24));
    (void)lo27;
    --n24;
    float y28 = 7.875f + CAT_1(lo, 27);
    split17_kernel<<<1, (64)>>>(&y28);
    return 0;
}
