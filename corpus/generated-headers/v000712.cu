// cudagen 0.2 seed 712 valid headers
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,constant_array,shared_var,constexpr_var,switch,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_paste,local_class,ctad,deduction_guide,hdr_vector,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <cuda/std/array>
#include <cuda/std/functional>

#define CAT_1(a, b) a##b
template <typename T> struct Keep2 {
    T v;
    __device__ Keep2(T x) : v(x) {}
    __device__ T get() const { return v; }
};
template <typename A, typename B> struct Twin3 { A a; B b; };
template <typename A, typename B> Twin3(A, B) -> Twin3<A, B>;
template <typename T> struct View4 {
    const T *p;
    int n;
    __device__ View4(const T *q, int m) : p(q), n(m) {}
};
template <typename T> View4(T *, int) -> View4<T>;
__device__ int deduce5(int x) {
    Keep2 h(x);
    Keep2 g{3.5};
    Twin3 d{x, 2.5f};
    View4 w(&x, 1);
    return h.get() + static_cast<int>(g.get()) + d.a + w.n;
}
__constant__ int c_spread6[8] = {30ull, 50L, 23, 17, 725, 22, 36, 56};
__global__ void march7_kernel(int* __restrict__ out8, const double* coef9)
{
    out8[1] = 0x13;
    __shared__ int sh_10[16];
    sh_10[6]--;
    int cnt11 = gridDim.x;
    sh_10[0] <<= ((cnt11 += 0x20, (-8l)) | (29 * sh_10[15])) + ((344 + c_spread6[3]) * gridDim.y);
    unsigned long long s12 = (long)((threadIdx.x * 46) & u8'z');
    (void)s12;
}
double run_weigh13(const int* __restrict__ in14, int len15, const int* __restrict__ src16)
{
    march7_kernel<<<(8), 256, 0x0, 0>>>(nullptr, reinterpret_cast<const double*>(in14));
    --len15;
    len15++;
    len15--;
    return (((*src16) > len15) && ((*in14) == sinf(3.375f))) ? ceilf(sinf(sizeof(float))) : in14[len15];
}
int main()
{
    int size17 = 0x3a4;
    switch (CAT_1(size, 17) - size17) {
    case 2: {
        constexpr float u18 = 10.75f;
        (void)u18;
        break;
    }
    case 0x7: {
        std::vector<double> vec19(static_cast<size_t>(size17) % 64 + 1);
        vec19.push_back(static_cast<double>(1));
        vec19[0] = static_cast<double>(size17);
        double *ptr20 = vec19.data();
        int count21 = static_cast<int>(vec19.size());
        (void)ptr20;
        (void)count21;
        break;
    }
    default:
        size17--;
        break;
    }
    struct Local22 {
        int s;
        int add(int v) { s += v; return s; }
    };
    Local22 s23{2};
    int diff24 = s23.add(size17);
    (void)diff24;
    return 0;
}
