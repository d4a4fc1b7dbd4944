// cudagen 0.2 seed 516 valid headers
// features: launch,main,constexpr_var,struct,enum,nested_namespace,for,compound_assign,bitwise,comma,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_hex_float,lit_nullptr,cast_c,cast_static,macro_function,macro_statement,operator_overload_more,enum_underlying,explicit_specialization,if_constexpr,type_traits,using_directive,exceptions,hdr_cooperative_groups
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <array>
#include <algorithm>
#include <cstdio>
#include <cooperative_groups.h>

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_3(a, b) a##b
__global__ void groupSum4(int *out, int n) {
    namespace cg = cooperative_groups;
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<8> tile = cg::tiled_partition<8>(block);
    int i = static_cast<int>(block.thread_rank());
    int v = i < n ? out[i] : 0;
    for (int offset = 4; offset > 0; offset /= 2) {
        v += tile.shfl_down(v, offset);
    }
    block.sync();
    if (tile.thread_rank() == 0 && i < n) {
        out[i] = v;
    }
}
struct Acc5 {
    float vel6;
    bool weight7;
    unsigned w8;
};
enum Op9 : unsigned int {
    HIGH10,
    IDLE11,
    BLUE12 = 6,
    BLUE13 = 10,
    SLOW14
};
namespace api15 {
__device__ int version16(int x) { return x + 9; }
namespace detail::impl {
__device__ int helper17(int x) { return x * 5; }
} // namespace detail::impl
} // namespace api15
__device__ int layered18(int x) {
    using namespace api15::detail::impl;
    return helper17(x) + api15::version16(x);
}
template <typename T> struct IsReal20 { static constexpr bool value = false; };
template <> struct IsReal20<float> { static constexpr bool value = true; };
template <> struct IsReal20<double> { static constexpr bool value = true; };
template <typename T>
int classify19(T v) {
    if constexpr (IsReal20<T>::value) {
        return static_cast<int>(v * 2);
    } else if constexpr (sizeof(T) == 8) {
        return static_cast<int>(v) + 3;
    } else {
        return static_cast<int>(v) + 1;
    }
}
struct Cplx21 {
    int x, y;
    __host__ __device__ int operator[](int i) const { return i == 0 ? x : y; }
    __host__ __device__ Cplx21 &operator+=(const Cplx21 &o) { x += o.x; y += o.y; return *this; }
    __host__ __device__ Cplx21 operator-() const { return Cplx21{-x, -y}; }
    __host__ __device__ Cplx21 &operator++() { ++x; return *this; }
    __host__ __device__ bool operator<(const Cplx21 &o) const { return x < o.x; }
    friend __host__ __device__ bool operator==(const Cplx21 &a, const Cplx21 &b) { return a.x == b.x && a.y == b.y; }
};
__host__ __device__ Cplx21 operator*(const Cplx21 &a, int k) { return Cplx21{a.x * k, a.y * k}; }
__host__ __device__ int ops22(int v) {
    Cplx21 a{v, 1};
    Cplx21 b = -a * 2;
    a += b;
    ++a;
    return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);
}
int main()
{
    int size23 = 805;
    size23 = (size23 += 0x34lu, HIGH10);
    size23 -= HIGH10;
    for (int j24 = 0b0; j24 < size23; j24++) {
        Acc5 base25 = Acc5{0x1p3F, true, static_cast<unsigned int>(j24)};
        (void)base25;
    }
    size23 &= 0x8 * size23;
    try {
        if (size23 > 23) {
            throw 23;
        }
    } catch (int) {
    }
    groupSum4<<<(IDLE11 + (IDLE11 + (IDLE11 + 61))) * 8, 512>>>((int*)nullptr, 1 / size23);
    return 0;
}
