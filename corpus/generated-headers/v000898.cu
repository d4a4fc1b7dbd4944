// cudagen 0.2 seed 898 valid headers
// features: kernel,maxnreg,launch,main,constexpr_var,if,ternary,compound_assign,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,cast_c,macro_object,nttp_auto,ctad,deduction_guide,hdr_cmath,hdr_cuda_std
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <cstdio>
#include <type_traits>
#include <utility>
#include <cooperative_groups.h>
#include <cuda/std/array>
#include <cuda/std/functional>

#define RADIUS_1 128
#define BLOCK_SIZE_2 (0b10000)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
template <auto V>
__host__ __device__ int addConst6(int x) {
    using value_type = decltype(V);
    return x + static_cast<int>(V) + static_cast<int>(sizeof(value_type));
}
__host__ __device__ int consts7(int x) { return addConst6<3>(x) + addConst6<'a'>(x) + addConst6<true>(x); }
template <typename T> struct Keep8 {
    T v;
    Keep8(T x) : v(x) {}
    T get() const { return v; }
};
template <typename A, typename B> struct Twin9 { A a; B b; };
template <typename A, typename B> Twin9(A, B) -> Twin9<A, B>;
template <typename T> struct View10 {
    const T *p;
    int n;
    View10(const T *q, int m) : p(q), n(m) {}
};
template <typename T> View10(T *, int) -> View10<T>;
int deduce11(int x) {
    Keep8 h(x);
    Keep8 g{3.5};
    Twin9 d{x, 2.5f};
    View10 w(&x, 1);
    return h.get() + static_cast<int>(g.get()) + d.a + w.n;
}
__global__ void __maxnreg__(32) shade12(float *out13) {
    out13[0b1]++;
    cuda::std::array<int, 4> lanes14{};
    lanes14[0] = 48;
    int total15 = lanes14[0] + static_cast<int>(lanes14.size()) + cuda::std::plus<int>()(lanes14[1], 1);
    if ((total15 + total15) > out13[total15]) {
        return;
    }
    constexpr int k16 = 0x1A;
    (void)k16;
}
int main() {
    int len17 = 1383;
    sqrtf(len17);
    len17 = len17 + (0x31 - (len17 % len17));
    if (len17 == 61) {
        return 6l;
    }
    len17 -= (((len17 - len17) + len17) <= 42) ? (ceilf(len17) / (len17 - '#')) : (('\\' + len17) >> len17);
    shade12<<<(len17 + 31) / 0x20, 1 << 0x6>>>((float*)nullptr);
    return 0;
}
