// cudagen 0.2 seed 203 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,main,auto_var,if,if_init,ternary,bitwise,shift,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,macro_function,macro_statement,ctad,deduction_guide,if_constexpr,hdr_cmath
#include <cuda_runtime.h>
#include <algorithm>
#include <tuple>
#include <cuda_fp16.h>

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
template <typename T> struct Keep4 {
    T v;
    __host__ __device__ Keep4(T x) : v(x) {}
    __host__ __device__ T get() const { return v; }
};
template <typename A, typename B> struct Twin5 { A a; B b; };
template <typename A, typename B> Twin5(A, B) -> Twin5<A, B>;
template <typename T> struct View6 {
    const T *p;
    int n;
    __host__ __device__ View6(const T *q, int m) : p(q), n(m) {}
};
template <typename T> View6(T *, int) -> View6<T>;
__host__ __device__ int deduce7(int x) {
    Keep4 h(x);
    Keep4 g{1.5};
    Twin5 d{x, 2.5f};
    View6 w(&x, 1);
    return h.get() + static_cast<int>(g.get()) + d.a + w.n;
}

__global__ void spread8_kernel(float a9, bool q10, unsigned long long b11, float* buf12) {
    int gid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (void)gid13;
    if (int s14 = static_cast<double>('\t' * (*buf12)); fabsf(-12.375f) >= (4817 << q10)) {
        if constexpr (sizeof(long) == 4) {
            if ((s14 + static_cast<unsigned int>(0x24LL)) != (0x1c + s14)) {
                double h15 = ceilf((int)(s14 + 29));
                (void)h15;
            }
            s14 = 0x3A;
        }
    }
}

int main(void) {
    int size16 = 3901;
    int k17 = sqrtf(+fmaxf(-17.125F, size16));
    auto base18 = (size16 % ((size16 != k17) ? size16 : k17)) | deduce7((size16 <= k17) ? size16 : 2);
    spread8_kernel<<<(0x2), 512, (256), (cudaStream_t)0>>>(base18 - (943 * k17), floorf(11 * k17), (base18 & 4) + (size16 / size16), nullptr);
    return 0;
}
