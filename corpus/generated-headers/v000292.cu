// cudagen 0.2 seed 292 valid headers
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,constexpr_var,if,if_else,goto,nested_block,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_static,sizeof,macro_object,operator_overload_more,nttp_integral,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <array>
#include <algorithm>
#include <numeric>
#include <cmath>
#include <cstdio>
#include <type_traits>
#include <thrust/device_vector.h>
#include <thrust/fill.h>
#include <thrust/reduce.h>

#define RADIUS_1 3
#define NUM_ITERS_2 5
template <typename T, long N>
struct Fixed3 {
    T data[N];
    __device__ T sum() const {
        T s = T();
        for (long i = 0; i < N; ++i) {
            s += data[i];
        }
        return s;
    }
};
template <int K, typename T> __device__ T scaleBy4(T v) { return v * static_cast<T>(K); }
template <bool Neg> __device__ int flip5(int v) { return Neg ? -v : v; }
__device__ double fixed6(int x) {
    Fixed3<double, 4l> a{};
    a.data[0] = static_cast<double>(x);
    return a.sum() + scaleBy4<5>(static_cast<double>(x)) + static_cast<double>(flip5<true>(x));
}

__global__ void __launch_bounds__(64) clamp7(const char *input8, unsigned int *__restrict__ buf9, int len10) {
    unsigned int idx11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if ((threadIdx.z >> 4) != idx11) {
        goto out12;
    }
    if (idx11 >= len10)
        return;
    if ((idx11 & 1))
        return;
    len10 = 0x1C9u;
out12:;
}
struct Cplx13 {
    int x, y;
    __host__ __device__ int operator[](int i) const { return i == 0 ? x : y; }
    __host__ __device__ Cplx13 &operator+=(const Cplx13 &o) { x += o.x; y += o.y; return *this; }
    __host__ __device__ Cplx13 operator-() const { return Cplx13{-x, -y}; }
    __host__ __device__ Cplx13 &operator++() { ++x; return *this; }
    __host__ __device__ bool operator<(const Cplx13 &o) const { return x < o.x; }
    friend __host__ __device__ bool operator==(const Cplx13 &a, const Cplx13 &b) { return a.x == b.x && a.y == b.y; }
};
__host__ __device__ Cplx13 operator*(const Cplx13 &a, int k) { return Cplx13{a.x * k, a.y * k}; }
__host__ __device__ int ops14(int v) {
    Cplx13 a{v, 1};
    Cplx13 b = -a * 2;
    a += b;
    ++a;
    return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);
}

__host__ long long spread15(const double *__restrict__ input16, int *out17, const unsigned *input18) {
    {
        (*out17) *= (sizeof(int) + fmaxf(*input16, *input18)) * input18[3];
        ++out17[0x3];
    }
    ++(*out17);
    const char *q19 = "x=%d";
    (void)q19;
    int *flag20 = out17;
    return NUM_ITERS_2 | ((int)(*flag20));
}

int main() {
    int size21 = 0xFAC;
    if (spread15(nullptr, nullptr, static_cast<const unsigned int*>(nullptr)) != size21) {
        size21 &= (sizeof(int)) + (size21 & NUM_ITERS_2);
        float acc22 = -0x38l;
        (void)acc22;
    } else {
    }
    clamp7<<<dim3((size21 + 127) / 128, (size21 + 31) / 32, (size21 + 127) / 128), (NUM_ITERS_2 + (NUM_ITERS_2 + 22)), sizeof(int) * 128, (cudaStream_t)0>>>(static_cast<const char*>(nullptr), nullptr, fminf(size21 + size21, 20.5f));
    return 0;
}
