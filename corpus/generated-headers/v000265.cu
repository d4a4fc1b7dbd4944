// cudagen 0.2 seed 265 valid headers
// features: kernel,launch,builtin_vars,host_function,main,constexpr_var,const_local,if,while,goto,nested_block,static_assert,bitwise,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,macro_function,macro_paste,pp_ifdef,pp_if,pp_undef,ctad,deduction_guide,if_constexpr,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <thrust/device_vector.h>
#include <thrust/fill.h>
#include <thrust/reduce.h>

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define CAT_2(a, b) a##b
#define USE_FAST_PATH_3
#ifdef USE_FAST_PATH_3
#define TUNE_4 5
#else
#define TUNE_4 38
#endif
#if TUNE_4 == 5
#define CONFIG_5 5
#else
#define CONFIG_5 11
#endif
#undef CONFIG_5
#define CONFIG_5 8
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
template <typename T> struct Keep7 {
    T v;
    __host__ __device__ Keep7(T x) : v(x) {}
    __host__ __device__ T get() const { return v; }
};
template <typename A, typename B> struct Twin8 { A a; B b; };
template <typename A, typename B> Twin8(A, B) -> Twin8<A, B>;
template <typename T> struct View9 {
    const T *p;
    int n;
    __host__ __device__ View9(const T *q, int m) : p(q), n(m) {}
};
template <typename T> View9(T *, int) -> View9<T>;
__host__ __device__ int deduce10(int x) {
    Keep7 h(x);
    Keep7 g{3.5};
    Twin8 d{x, 2.5f};
    View9 w(&x, 1);
    return h.get() + static_cast<int>(g.get()) + d.a + w.n;
}
__global__ void reduce11(long long *acc12, int stride13, int count14) {
    unsigned int i15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int iter16 = 0;
    while (iter16 < 0b100) {
        {
            const int lim17 = 0b111000L;
            (void)lim17;
            if constexpr (sizeof(int) == 4) {
                double *v18 = nullptr;
                (void)v18;
                if (i15 >= 0x34)
                    continue;
            } else {
            }
        }
        ++iter16;
    }
}
int rank19(unsigned int *dst20, int n21, int *dst22) {
    if (CAT_2(n, 21) == TUNE_4) {
        goto finish23;
    }
    if constexpr (sizeof(int) == 4) {
        n21 = (~(*dst20)) - ((*dst22) + 48);
    }
finish23:;
    return 47;
}
int main() {
    int len24 = 2180;
    static_assert(sizeof(int) == 0x4, "size check");
    reduce11<<<(len24 + 0x1f) / 32, 128>>>(nullptr, deduce10(CAT_2(len, 24)) ^ deduce10(24ul), ceilf(52ull) + len24);
    return 0;
}
