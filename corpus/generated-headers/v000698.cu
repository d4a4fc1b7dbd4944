// cudagen 0.2 seed 698 valid headers
// features: kernel,launch,launch_dim3,builtin_vars,main,local_array,static_assert,shift,pointer_arith,address_of,array_index,call,lit_int_hex,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_paste,macro_statement,operator_overload_more,nttp_enum,if_constexpr,exceptions,hdr_cmath
// nvcc: -std=c++20 -rdc=true
#include <cuda_runtime.h>
#include <vector>
#include <tuple>
#include <cuda_fp16.h>
#include <thrust/device_vector.h>
#include <thrust/fill.h>
#include <thrust/reduce.h>
#include <compare>

#define HALF_1(x) ((x) / 2)
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_3(a, b) a##b
enum class Op4 { Add, Mul, Sub };
template <Op4 O = Op4::Add>
int apply5(int a, int b) {
    if constexpr (O == Op4::Add) {
        return a + b;
    } else if constexpr (O == Op4::Mul) {
        return a * b;
    } else {
        return a - b;
    }
}
int policy6(int x) {
    return apply5<Op4::Add>(x, 1) + apply5<Op4::Mul>(x, 7) + apply5<Op4::Sub>(x, 8) + apply5<>(x, x);
}
struct Dual7 {
    int x, y;
    __host__ __device__ int operator[](int i) const { return i == 0 ? x : y; }
    __host__ __device__ Dual7 &operator+=(const Dual7 &o) { x += o.x; y += o.y; return *this; }
    __host__ __device__ Dual7 operator-() const { return Dual7{-x, -y}; }
    __host__ __device__ Dual7 &operator++() { ++x; return *this; }
    __host__ __device__ bool operator<(const Dual7 &o) const { return x < o.x; }
    friend __host__ __device__ bool operator==(const Dual7 &a, const Dual7 &b) { return a.x == b.x && a.y == b.y; }
};
__host__ __device__ Dual7 operator*(const Dual7 &a, int k) { return Dual7{a.x * k, a.y * k}; }
__host__ __device__ int ops8(int v) {
    Dual7 a{v, 1};
    Dual7 b = -a * 2;
    a += b;
    ++a;
    return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);
}
__global__ void sift9(int *data10, size_t *buf11)
{
    unsigned i12 = (blockIdx.x * blockDim.x) + threadIdx.x;
    unsigned q13[3] = {};
    double k14 = static_cast<double>(9.875F) / (*buf11);
    (void)k14;
    q13[i12] = blockIdx.x;
}
int main()
{
    int len15 = 2233;
    static_assert((sizeof(float) * 7) == 28);
    dim3 q16 = dim3(1 << 0x2, 32);
    floorf((unsigned)39);
    try {
        if (len15 > 84) {
            throw 84;
        }
    } catch (int) {
    }
    sift9<<<q16, 128>>>(&len15, nullptr);
    return 0;
}
