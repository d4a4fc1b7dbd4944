// cudagen 0.2 seed 679 valid headers
// features: launch,launch_shared_mem,launch_stream,host_function,main,auto_var,compound_assign,bitwise,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_float,macro_function,bit_field,conversion_operator,nttp_integral,hdr_cmath,hdr_cooperative_groups
#include <cuda_runtime.h>
#include <array>
#include <algorithm>
#include <numeric>
#include <cstdio>
#include <type_traits>
#include <cooperative_groups.h>
#include <cuda/std/array>
#include <cuda/std/functional>

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Header5 {
    signed int f0 : 6;
    unsigned : 6;
    int f1 : 2;
    unsigned short f2 : 7;
};
__host__ __device__ int pack6(int x) {
    Header5 b{};
    b.f0 = 29;
    b.f1 = 1;
    b.f2 = static_cast<unsigned>(x) & 127u;
    return static_cast<int>(b.f0) + static_cast<int>(b.f1) + static_cast<int>(b.f2);
}
__global__ void groupSum7(int *out, int n) {
    namespace cg = cooperative_groups;
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<4> tile = cg::tiled_partition<4>(block);
    int i = static_cast<int>(block.thread_rank());
    int v = i < n ? out[i] : 0;
    for (int offset = 2; offset > 0; offset /= 2) {
        v += tile.shfl_down(v, offset);
    }
    block.sync();
    if (tile.thread_rank() == 0 && i < n) {
        out[i] = v;
    }
}
struct Celsius8 {
    float v;
    operator float() const { return v; }
};
float convert9(float x) {
    Celsius8 m{x};
    float plain = m;
    return plain + static_cast<float>(m) * 2;
}
template <typename T, int N>
struct Fixed10 {
    T data[N];
    __device__ T sum() const {
        T s = T();
        for (int i = 0; i < N; ++i) {
            s += data[i];
        }
        return s;
    }
};
template <int K, typename T> __device__ T scaleBy11(T v) { return v * static_cast<T>(K); }
template <bool Neg> __device__ int flip12(int v) { return Neg ? -v : v; }
__device__ float fixed13(int x) {
    Fixed10<float, 6> a{};
    a.data[0] = static_cast<float>(x);
    return a.sum() + scaleBy11<4>(static_cast<float>(x)) + static_cast<float>(flip12<false>(x));
}
int smooth14(int n15, int *acc16, size_t alpha17)
{
    int cnt18{2434UL};
    alpha17 %= alpha17;
    int off19(TWICE_PLUS_1(*acc16, n15) + cnt18 + (ceilf(n15) - alpha17));
    (void)off19;
    (*acc16) = TWICE_PLUS_1(cnt18, acc16[n15]) * (52) * 28U;
    char u20((n15 * (3 * alpha17)) + n15);
    (void)u20;
    return sinf((3614)) * TWICE_PLUS_1(expf(18.875f), 5 - cnt18);
}
int main()
{
    int size21 = 1'075;
    pack6((size21 * 31) - sqrtf(4.375F));
    size21 ^= pack6(size21 * TWICE_PLUS_1(size21, 7));
    auto x22 = size21;
    (void)x22;
    groupSum7<<<32, 8 * 8, 0400, nullptr>>>(&size21, 25);
    return 0;
}
