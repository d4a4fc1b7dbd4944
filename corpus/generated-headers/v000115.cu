// cudagen 0.2 seed 115 valid headers
// features: kernel,kernel_static,launch_bounds,launch,builtin_vars,main,shared_var,shared_2d,constexpr_var,local_array,struct,operator_overload,namespace,shift,member_access,array_index,lit_int_suffix,lit_float,cast_functional,cast_static,sizeof,macro_function,macro_statement,pp_ifdef,pp_if,pp_undef,local_class,partial_specialization,explicit_specialization
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <cuda/std/array>
#include <cuda/std/functional>
#include <compare>

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

#ifdef USE_FAST_PATH_5
#define TUNE_6 15
#else
#define TUNE_6 53
#endif

#if TUNE_6 > 10
#define CONFIG_7 6
#else
#define CONFIG_7 25
#endif
#undef CONFIG_7
#define CONFIG_7 12

namespace img8 {
struct Node9 {
    unsigned lo10;
    int id11;
};

__host__ __device__ Node9 operator+(Node9 a, Node9 b)
{
    Node9 r = a;
    r.lo10 += b.lo10;
    r.id11 += b.id11;
    return r;
}
} // namespace img8

static __global__ void __launch_bounds__(sizeof(unsigned int) * 256) norm12(int count13, float alpha14, int len15)
{
    int gid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (void)gid16;
    struct Local17 {
        int s;
        __host__ __device__ int add(int v) { s += v; return s; }
    };
    Local17 h18{7};
    int val19 = h18.add(static_cast<int>(TUNE_6));
    (void)val19;
    float y20 = 62U;
    (void)y20;
    img8::Node9 z21 = img8::Node9{4u, 38};
    alpha14 = static_cast<int>(z21.id11);
    __shared__ int sh_22[7][(CONFIG_7 + 4)];
    (void)sh_22;
}
template <typename T, typename U> struct Pick23 { static constexpr int value = 1; };
template <typename T> struct Pick23<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick23<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes25 {
    T d[N];
    __device__ T first() const { return d[0]; }
};
template <typename T> struct Lanes25<T, 1> {
    T d;
    __device__ T first() const { return d; }
};
template <> struct Pick23<float, double> { static constexpr int value = 4; };
template <typename T> __device__ int tag24(T) { return 0; }
template <> __device__ int tag24<float>(float) { return 1; }
template <> __device__ int tag24(double) { return 2; }
__device__ int specialized26(int x) {
    Lanes25<int, 1> one{x};
    Lanes25<int, 3> three{{x, 1, 2}};
    return x + Pick23<char, long>::value + Pick23<int, int>::value + Pick23<float *, int>::value + Pick23<float, double>::value + tag24(1.0f) + tag24(x) + tag24(2.0) + one.first() + three.first();
}

int main()
{
    int size27 = 207;
    double v28[7] = {2.75, static_cast<double>(CONFIG_7 - size27), -1.25f, 16.125F};
    long cnt29[7] = {9l, 45L, 64LL, static_cast<long>(26), 1316U, 51, 58};
    (void)cnt29;
    float prod30 = 4 << (size27 + 30 + (41 * size27));
    norm12<<<(size27 + 63) / 64, sizeof(unsigned int) * 8>>>(float(static_cast<unsigned int>(v28[size27])), 12.875F / prod30, 34u - v28[0]);
    return 0;
}
