// cudagen 0.2 seed 120 valid headers
// features: kernel,launch_bounds,launch,launch_dim3,device_function,device_template_function,host_function,main,constexpr_var,typedef,if,if_init,compound_assign,bitwise,shift,comparison,pointer_arith,lit_int_hex,lit_int_suffix,lit_float,cast_functional,sizeof,macro_function,pp_ifdef,comments,multiple_inheritance,virtual_function,template_template_param,if_constexpr,rtti
#include <cuda_runtime.h>
#include <cmath>
#include <cstdio>
#include <tuple>
#include <cooperative_groups.h>

#define LOW_BITS_1(x) ((x) & 0xF)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

#ifdef USE_FAST_PATH_4
#define TUNE_5 6
#else
#define TUNE_5 30
#endif
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Poly7 {
    virtual ~Poly7() {}
    virtual int id() const { return 1; }
};
struct Impl8 : Poly7 {
    int id() const override { return 5; }
};
struct Other9 : Poly7 {};
int identify10(int x) {
    Impl8 d;
    Poly7 *b = &d;
    if (Impl8 *p = dynamic_cast<Impl8 *>(b)) {
        return p->id() + x;
    }
    return dynamic_cast<Other9 *>(b) != nullptr ? 1 : x;
}
typedef float real11_t;
// NOTE: keep in sync with the host reference.

__global__ void __launch_bounds__(1024) bias12_kernel(int n13) {
    n13 |= n13;
    n13 ^= LOW_BITS_1(n13);
    if (n13 != (n13 + n13)) {
        return;
    }
}
template <typename T> struct Wrap14 {
    T v;
    __device__ T get() const { return v; }
};
template <template <typename> class W, typename T> __device__ T unwrap15(const W<T> &w) { return w.get(); }
template <template <typename> class W> struct Holder16 {
    W<int> a;
    W<float> b;
    __device__ float both() const { return static_cast<float>(a.get()) + b.get(); }
};
__device__ int layers17(int x) {
    Wrap14<int> w{x};
    Holder16<Wrap14> h{{x}, {1.5f}};
    return unwrap15(w) + unwrap15<Wrap14, int>(w) + static_cast<int>(h.both());
}

template <class T, int N>
__device__ T gather18(const T* input19) {
    if constexpr (sizeof(long) == 4) {
        if ((*input19) > 64) {
            long m20 = 0x3u;
            (void)m20;
        }
    }
    return 2.125F;
}
struct Base22 {
    int m0;
    __device__ int get0() const { return m0 * 1; }
};
struct Trait23 {
    int m1;
    __device__ int get1() const { return m1 * 5; }
};
struct Mixed21 : Base22, Trait23 {
    int own;
    __device__ int sum() const { return get0() + get1() + own; }
};
__device__ int mix24(int x) {
    Mixed21 d{};
    d.m0 = x + 0;
    d.m1 = x + 1;
    d.own = x;
    const Base22 &b = d;
    return d.sum() + b.get0();
}

unsigned long long run_relax25(int count26, real11_t beta27) {
    bias12_kernel<<<(count26 + 0x1f) / 0x20, 128>>>(sizeof(int));
    bias12_kernel<<<(count26 + 255) / 256, (512)>>>(48);
    beta27 = 12.125f;
    beta27 -= (9 % count26);
    return 50;
}

int main() {
    int size28 = 1157;
    if (int h29 = (size28 / real11_t(11.875f)) + 0x15l; (size28 >> LOW_BITS_1(h29)) <= h29) {
        if (size28 == TUNE_5) {
            bias12_kernel<<<dim3(0x2, (TUNE_5 + 2) * 16), (0x100)>>>(LOW_BITS_1(size28));
            dim3 lim30((TUNE_5 + 34) * 0x4, sizeof(float) * 128, 2);
            (void)lim30;
        }
    }
    return 0x0;
}
