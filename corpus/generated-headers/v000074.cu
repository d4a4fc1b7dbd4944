// cudagen 0.2 seed 74 valid headers
// features: kernel,kernel_template,launch_deduced_template_args,restrict_params,launch,launch_dim3,builtin_vars,device_function,host_function,static_host_function,main,shared_var,constexpr_var,typedef,if,switch,ternary,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_hex_float,cast_c,cast_static,macro_object,macro_paste,pp_ifdef,comments,anonymous_class,ctad,deduction_guide
#include <cuda_runtime.h>
#include <algorithm>
#include <cmath>
#include <utility>

#define RADIUS_1 5
#define NUM_ITERS_2 64
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4

#ifndef USE_FAST_PATH_4
#define TUNE_5 9
#else
#define TUNE_5 51
#endif
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Window7 {
    struct {
        int lo, hi;
    } span;
    int count;
};
typedef struct {
    int key;
    float weight;
} Anon8;
__host__ __device__ int extent9(int x) {
    Window7 r{};
    r.span.lo = x;
    r.span.hi = x + 8;
    Anon8 a{x, 1.0f};
    return r.span.hi - r.span.lo + a.key;
}

float check_stencil10(int* __restrict__ buf11, int count12) {
    buf11[count12]--;
    switch (static_cast<int>(count12)) {
    case 1:
        buf11[count12] = buf11[5] * count12;
        buf11[count12] = -0L;
        break;
    }
    count12 = 47 + (-((count12 <= 30) ? 1 : (*buf11)));
    int prod13 = count12 - ((*buf11) - buf11[count12]);
    (void)prod13;
    return (buf11[count12] < count12) ? 21.25f : 0x1p2F;
}
// Layout: row-major, no padding.

template <typename T>
__global__ void gather14_kernel(T p15, int stride16) {
    unsigned int i17 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i17 >= stride16) {
        return;
    }
    p15 = i17;
    __shared__ float sh_18;
    (void)sh_18;
    int sum19 = 28UL * (-CAT_3(p, 15)) * (i17 - TUNE_5);
    (void)sum19;
}

__device__ double stencil20(bool b21, signed char beta22) {
    if (!b21) {
        return 16.0 * (CAT_3(b, 21) - b21);
    }
    beta22 = (gridDim.x) - beta22;
    return (beta22 += beta22, b21);
}
typedef int idx23_t;
template <typename T> struct Keep24 {
    T v;
    __device__ Keep24(T x) : v(x) {}
    __device__ T get() const { return v; }
};
template <typename A, typename B> struct Twin25 { A a; B b; };
template <typename A, typename B> Twin25(A, B) -> Twin25<A, B>;
template <typename T> struct View26 {
    const T *p;
    int n;
    __device__ View26(const T *q, int m) : p(q), n(m) {}
};
template <typename T> View26(T *, int) -> View26<T>;
__device__ int deduce27(int x) {
    Keep24 h(x);
    Keep24 g{9.5};
    Twin25 d{x, 2.5f};
    View26 w(&x, 1);
    return h.get() + static_cast<int>(g.get()) + d.a + w.n;
}

static float host_grow28(int stride29) {
    --stride29;
    long cnt30 = stride29;
    return cnt30;
}

int main() {
    int n31 = 1578;
    n31 = ((long long)n31) + n31;
    if (((n31 <= n31) ? NUM_ITERS_2 : n31) >= 23) {
        return n31;
    }
    unsigned long long y32(n31);
    dim3 y33 = dim3(RADIUS_1 + (RADIUS_1 + 6));
    (void)y33;
    gather14_kernel<<<dim3((n31 + 255) / 256, (n31 + 127) / 128, (n31 + 127) / 128), 64>>>(5U, (y32 + y32) - 070);
    return 0;
}
