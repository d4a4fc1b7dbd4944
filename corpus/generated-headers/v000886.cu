// cudagen 0.2 seed 886 valid headers
// features: launch_bounds,launch,launch_dim3,builtin_vars,device_function,host_device_function,constexpr_function,main,device_array,constexpr_var,auto_var,if,while,goto,ternary,bitwise,comparison,incdec,comma,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,pp_ifdef,pp_undef,comments,variadic_template,pack_expansion,fold_expression,ctad,deduction_guide,cluster_dims,hdr_cmath
// nvcc: -rdc=true -arch=sm_90
#include <cuda_runtime.h>
#include <vector>
#include <cstdio>
#include <utility>
#include <cooperative_groups.h>
#include <cuda/std/array>
#include <cuda/std/functional>

#define TILE_DIM_1 32
#define RADIUS_2 32
#define NUM_ITERS_3 5
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 13
#else
#define TUNE_5 32
#endif
#undef NUM_ITERS_3
#define NUM_ITERS_3 48
__global__ void __cluster_dims__(4, 1, 1) __launch_bounds__(128) clustered6(int *out, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        out[i] = i + static_cast<int>(blockIdx.y);
    }
}
__device__ float d_smooth7[32];
// Helper used by the kernels below.

constexpr __host__ __device__ int count8(int count9) {
    count9 = count9;
    (--count9, (count9 = 6lu));
    return ((unsigned int)count9) ? ((count9 ^ NUM_ITERS_3) * (count9 % count9)) : count9;
}
__device__ int d_probe10[8] = {-3448};
template <typename T> struct Keep11 {
    T v;
    Keep11(T x) : v(x) {}
    T get() const { return v; }
};
template <typename A, typename B> struct Twin12 { A a; B b; };
template <typename A, typename B> Twin12(A, B) -> Twin12<A, B>;
template <typename T> struct View13 {
    const T *p;
    int n;
    View13(const T *q, int m) : p(q), n(m) {}
};
template <typename T> View13(T *, int) -> View13<T>;
int deduce14(int x) {
    Keep11 h(x);
    Keep11 g{8.5};
    Twin12 d{x, 2.5f};
    View13 w(&x, 1);
    return h.get() + static_cast<int>(g.get()) + d.a + w.n;
}
/* NOTE: keep in sync with the host reference. */

__device__ void clamp15(int len16, int n17, long cfg18) {
    if ((blockIdx.x * 1551) < gridDim.x) {
        goto done19;
    }
    cosf(sinf((d_probe10[0b100] += 0b100100, d_probe10[n17])));
    if (count8(cfg18) <= sizeof(int))
        return;
done19:;
}
template <typename... Ts>
double fold20(Ts... xs) {
    return (static_cast<double>(xs) * ...);
}
template <typename... Ts>
int count21(Ts... xs) {
    int values[] = {static_cast<int>(xs)...};
    return values[0] + static_cast<int>(sizeof...(Ts));
}
template <typename... Ts>
bool all22(Ts... xs) { return (... && (xs != 0)); }
int spread23(int x) {
    return static_cast<int>(fold20(x, 8.5f, 8u)) + count21(x, x, 1.0) + (all22(x, 8) ? 1 : 0);
}

int main() {
    int count24 = 1237;
    auto acc25 = -1.5F;
    if (count24 >= static_cast<signed char>((acc25 += 6.75f, acc25))) {
        int pass26 = 0;
        while (pass26 < 6) {
            clustered6<<<dim3(32, TILE_DIM_1 + 0b1100000, (count24 + 63) / 64), dim3((256), 1, (pass26 + 127) / 128)>>>(nullptr, pass26);
            ++pass26;
        }
        count24 = acc25;
        count24 = (((pass26 >= RADIUS_2) ? count24 : count24) + ((acc25 == pass26) ? 1258 : 10)) - 62ul;
    }
    return 0;
}
