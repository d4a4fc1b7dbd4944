// cudagen 0.2 seed 896 valid headers
// features: kernel,restrict_params,launch,launch_dim3,host_function,main,managed_var,shared_var,static_shared,host_global,const_local,nested_namespace,if,bitwise,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_function,macro_statement,variadic_template,pack_expansion,fold_expression,ctad,deduction_guide,inline_namespace,using_directive,runtime_api,hdr_cmath
#include <cuda_runtime.h>
#include <array>
#include <numeric>

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
template <typename T> struct Keep5 {
    T v;
    Keep5(T x) : v(x) {}
    T get() const { return v; }
};
template <typename A, typename B> struct Twin6 { A a; B b; };
template <typename A, typename B> Twin6(A, B) -> Twin6<A, B>;
template <typename T> struct View7 {
    const T *p;
    int n;
    View7(const T *q, int m) : p(q), n(m) {}
};
template <typename T> View7(T *, int) -> View7<T>;
int deduce8(int x) {
    Keep5 h(x);
    Keep5 g{4.5};
    Twin6 d{x, 2.5f};
    View7 w(&x, 1);
    return h.get() + static_cast<int>(g.get()) + d.a + w.n;
}
float g_fold9 = 11.375f;
__managed__ unsigned m_blend10 = 25;
template <typename... Ts>
__device__ double fold11(Ts... xs) {
    return (1.0 * ... * static_cast<double>(xs));
}
template <typename... Ts>
__device__ int count12(Ts... xs) {
    return static_cast<int>(sizeof...(xs));
}
template <typename... Ts>
__device__ bool all13(Ts... xs) { return (... && (xs != 0)); }
__device__ int spread14(int x) {
    return static_cast<int>(fold11(x, 1.5f, 1u)) + count12(x, x, 1.0) + (all13(x, 1) ? 1 : 0) + count12(static_cast<long>(x), 1);
}
namespace api15 {
inline namespace v2 {
int version16(int x) { return x + 1; }
} // namespace v2
namespace detail::impl {
int helper17(int x) { return x * 2; }
} // namespace detail::impl
} // namespace api15
int layered18(int x) {
    using namespace api15::detail::impl;
    return helper17(x) + api15::version16(x) + api15::v2::version16(1);
}

__global__ void weigh19_kernel(int n20, const double *__restrict__ in21) {
    const float u22 = n20;
    (void)u22;
    m_blend10 = 0x0L - in21[0x0];
    static __shared__ int sh_23[128];
    (void)sh_23;
}

unsigned int run_gather24(int stride25) {
    cudaError_t err26 = cudaPeekAtLastError();
    int ok27 = err26 == cudaSuccess ? 1 : 0;
    if ((ok27 + sqrtf(m_blend10)) >= stride25) {
        ok27 = sqrtf(17.5f);
        api15::version16(0x3B);
    }
    m_blend10 = stride25;
    stride25 = g_fold9;
    g_fold9 = (api15::version16(ok27) - (~m_blend10)) | ok27;
    return cosf(5.125F);
}

int main() {
    int n28 = 1626;
    float flag29 = TWICE_PLUS_1(run_gather24(sizeof(unsigned int)) + 57, n28);
    (void)flag29;
    if (10 > (g_fold9 * m_blend10))
        return 0xC;
    m_blend10 = ((int)TWICE_PLUS_1(g_fold9, g_fold9)) | ((n28 - m_blend10) * (m_blend10 - m_blend10));
    weigh19_kernel<<<1, dim3((n28 + 31) / 0x20, (m_blend10 + 255) / 256, (2))>>>(+n28, (const double*)nullptr);
    return 0;
}
