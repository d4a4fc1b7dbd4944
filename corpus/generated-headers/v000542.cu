// cudagen 0.2 seed 542 valid headers
// features: kernel,launch,launch_shared_mem,builtin_vars,device_function,device_forceinline,host_function,main,constexpr_var,nested_namespace,if,nested_block,static_assert,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,cast_c,macro_function,macro_paste,nttp_pointer,partial_specialization,ctad,deduction_guide,sfinae,using_declaration,using_directive,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <cmath>

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define CAT_2(a, b) a##b
template <typename T> struct Keep3 {
    T v;
    __device__ Keep3(T x) : v(x) {}
    __device__ T get() const { return v; }
};
template <typename A, typename B> struct Twin4 { A a; B b; };
template <typename A, typename B> Twin4(A, B) -> Twin4<A, B>;
template <typename T> struct View5 {
    const T *p;
    int n;
    __device__ View5(const T *q, int m) : p(q), n(m) {}
};
template <typename T> View5(T *, int) -> View5<T>;
__device__ int deduce6(int x) {
    Keep3 h(x);
    Keep3 g{5.5};
    Twin4 d{x, 2.5f};
    View5 w(&x, 1);
    return h.get() + static_cast<int>(g.get()) + d.a + w.n;
}
struct Sized7 { int size() const { return 3; } };
template <typename T> auto sizeOf8(const T &v, int) -> decltype(v.size()) { return v.size(); }
template <typename T> int sizeOf8(const T &, long) { return 1; }
template <typename...> struct MakeVoid9 { using type = void; };
template <typename T, typename = void> struct HasSize10 { static constexpr int value = 0; };
template <typename T> struct HasSize10<T, typename MakeVoid9<decltype(T().size())>::type> { static constexpr int value = 1; };
int probe11(int x) {
    Sized7 s{};
    return sizeOf8(s, 0) + sizeOf8(x, 0) + HasSize10<Sized7>::value + HasSize10<int>::value;
}
struct Pt13 { int a; int b; float w; };
template <int Pt13::*M> __host__ __device__ int field14(const Pt13 &p) { return p.*M; }
__host__ __device__ int indirect12(int x) {
    Pt13 p{x, 6, 1.0f};
    return field14<&Pt13::a>(p) + field14<&Pt13::b>(p);
}

double clamp15(int stride16, unsigned *acc17) {
    stride16 = 8 + stride16;
    float prod18 = ((fabsf(acc17[stride16]) == stride16) && (stride16 * CAT_2(stride, 16))) ? ((1779l * stride16) - stride16) : (*acc17);
    stride16 |= 268L + stride16;
    return (*acc17) * sqrtf(TWICE_PLUS_1(prod18, 27u));
}
namespace lib19 {
__host__ __device__ int version20(int x) { return x + 6; }
namespace detail::impl {
__host__ __device__ int helper21(int x) { return x * 3; }
} // namespace detail::impl
} // namespace lib19
using lib19::version20;
__host__ __device__ int layered22(int x) {
    using namespace lib19::detail::impl;
    return helper21(x) + version20(x);
}

__device__ __forceinline__ float march23(int n24, const char *src25) {
    n24 = ceilf(n24);
    --n24;
    ++n24;
    n24 /= n24;
    return TWICE_PLUS_1(indirect12(*src25), TWICE_PLUS_1(deduce6(56), blockDim.y - src25[6]));
}

__global__ void scale26_kernel(int n27) {
    unsigned int tid28 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid28 >= n27)
        return;
    n27 = tid28;
    {
        if ((CAT_2(n, 27) / ((unsigned int)n27)) < (tid28 / 31u)) {
            --n27;
            float f29(tid28);
            (void)f29;
        }
    }
}

int main() {
    int len30 = 3178;
    len30 = expf(fabsf(len30));
    static_assert((17) == 17);
    constexpr char q31 = 51;
    (void)q31;
    scale26_kernel<<<(len30 + 63) / 64, 256, (256)>>>(len30);
    return 0b0;
}
