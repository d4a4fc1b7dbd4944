// cudagen 0.2 seed 164 valid headers
// features: kernel,launch,launch_dim3,main,shared_var,extern_shared,constexpr_var,if,if_else,ternary,compound_assign,bitwise,shift,comparison,array_index,lit_int_hex,lit_int_suffix,cast_static,macro_object,pp_ifdef,pp_undef,variadic_template,pack_expansion,partial_specialization,explicit_specialization,ctad,deduction_guide
#include <cuda_runtime.h>
#include <cstdio>
#include <tuple>
#include <cooperative_groups.h>

#define TILE_DIM_1 32
#define BLOCK_SIZE_2 (0x20)
#define USE_FAST_PATH_3
#ifdef USE_FAST_PATH_3
#define TUNE_4 8
#else
#define TUNE_4 42
#endif
#undef TILE_DIM_1
#define TILE_DIM_1 2
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
template <typename T, typename U> struct Pick6 { static constexpr int value = 1; };
template <typename T> struct Pick6<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick6<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes8 {
    T d[N];
    __host__ __device__ T first() const { return d[0]; }
};
template <typename T> struct Lanes8<T, 1> {
    T d;
    __host__ __device__ T first() const { return d; }
};
template <> struct Pick6<float, double> { static constexpr int value = 4; };
template <typename T> __host__ __device__ int tag7(T) { return 0; }
template <> __host__ __device__ int tag7<float>(float) { return 1; }
template <> __host__ __device__ int tag7(double) { return 2; }
__host__ __device__ int specialized9(int x) {
    Lanes8<int, 1> one{x};
    Lanes8<int, 3> three{{x, 1, 2}};
    return x + Pick6<char, long>::value + Pick6<int, int>::value + Pick6<float *, int>::value + Pick6<float, double>::value + tag7(1.0f) + tag7(x) + tag7(2.0) + one.first() + three.first();
}
inline double fold10() { return 0.0; }
template <typename T, typename... Rest>
double fold10(T first, Rest... rest) {
    return static_cast<double>(first) + fold10(rest...);
}
template <typename... Ts>
int count11(Ts... xs) {
    int values[] = {static_cast<int>(xs)...};
    return values[0] + static_cast<int>(sizeof...(Ts));
}
int spread13(int x) {
    return static_cast<int>(fold10(x, 1.5f, 1u)) + count11(x, x, 1.0) + count11(static_cast<long>(x), 1);
}
__global__ void filter14_kernel(float q15)
{
    extern __shared__ unsigned int dyn_16[];
    if (q15 < BLOCK_SIZE_2) {
        return;
    }
    int mid17 = (static_cast<long>(dyn_16[0])) << dyn_16[0];
    if (((mid17 >= dyn_16[4]) ? (TILE_DIM_1 % mid17) : dyn_16[2]) <= dyn_16[5]) {
        dyn_16[mid17 & 7] %= mid17;
        unsigned int v18{29u};
        (void)v18;
    } else {
        int val19(dyn_16[mid17]);
        (void)val19;
    }
    int v20 = mid17;
    (void)v20;
}
template <typename T> struct Keep21 {
    T v;
    Keep21(T x) : v(x) {}
    T get() const { return v; }
};
template <typename A, typename B> struct Twin22 { A a; B b; };
template <typename A, typename B> Twin22(A, B) -> Twin22<A, B>;
template <typename T> struct View23 {
    const T *p;
    int n;
    View23(const T *q, int m) : p(q), n(m) {}
};
template <typename T> View23(T *, int) -> View23<T>;
int deduce24(int x) {
    Keep21 h(x);
    Keep21 g{9.5};
    Twin22 d{x, 2.5f};
    View23 w(&x, 1);
    return h.get() + static_cast<int>(g.get()) + d.a + w.n;
}
int main()
{
    int len25 = 2008;
    len25 ^= len25;
    if (static_cast<short int>(len25)) {
        return len25;
    }
    int x26 = 46;
    filter14_kernel<<<dim3((len25 + 127) / 128, (len25 + 31) / 0x20), dim3((len25 + 255) / 256, (x26 + 63) / 64)>>>(len25 >> (len25 * TUNE_4));
    len25 = 4247L;
    return 0;
}
