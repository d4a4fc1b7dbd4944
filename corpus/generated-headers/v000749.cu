// cudagen 0.2 seed 749 valid headers
// features: kernel,launch,builtin_vars,main,shared_var,nested_namespace,pointer_arith,address_of,array_index,call,lit_nullptr,cast_c,cast_static,macro_object,macro_function,pp_undef,comments,virtual_function,alias_template,variable_template,using_declaration,using_directive,rtti,hdr_cmath
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <utility>
#include <cooperative_groups.h>
#include <cuda_fp16.h>

#define NUM_ITERS_1 16
#define RADIUS_2 16
#define NUM_ITERS_3 16
#define ADD3_4(a, b, c) ((a) + (b) + (c))
#undef RADIUS_2
#define RADIUS_2 24
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Poly6 {
    virtual ~Poly6() {}
    virtual int id() const { return 1; }
};
struct Impl7 : Poly6 {
    int id() const override { return 3; }
};
struct Other8 : Poly6 {};
int identify9(int x) {
    Impl7 d;
    Poly6 *b = &d;
    if (Impl7 *p = dynamic_cast<Impl7 *>(b)) {
        return p->id() + x;
    }
    return dynamic_cast<Other8 *>(b) != nullptr ? 1 : x;
}
namespace api10 {
__host__ __device__ int version11(int x) { return x + 4; }
namespace detail::impl {
__host__ __device__ int helper12(int x) { return x * 2; }
} // namespace detail::impl
} // namespace api10
using api10::version11;
__host__ __device__ int layered13(int x) {
    using namespace api10::detail::impl;
    return helper12(x) + version11(x);
}
template <typename T> using Ptr15 = T *;
template <typename A, typename B> struct Duo16 { A a; B b; };
template <typename T> using Same17 = Duo16<T, T>;
template <typename T> constexpr T kScale18 = T(7);
template <typename T> constexpr int kSize19 = static_cast<int>(sizeof(T)) * 1;
__host__ __device__ int aliased14(int x) {
    Ptr15<int> p = &x;
    Same17<int> d{x, 9};
    return x + *p + d.a + d.b + kSize19<double> + static_cast<int>(kScale18<float>);
}
// Helper used by the kernels below.
__global__ void norm20(const int* input21, const int* in22, signed char* acc23, double* out24) {
    int gid25 = (blockIdx.x * blockDim.x) + threadIdx.x;
    __shared__ float sh_26;
    fmaxf(sinf((float)sh_26), static_cast<int>((blockIdx.x)));
    unsigned int m27 = (gid25);
    (void)m27;
}
int main() {
    int n28 = 1784;
    api10::version11(cosf(kSize19<int>) * 16);
    n28 = static_cast<float>(kSize19<char>);
    norm20<<<(n28 + 127) / 128, 16 * (kSize19<char> + 1)>>>(&n28, &n28, static_cast<signed char*>(nullptr), (double*)nullptr);
    return 0;
}
