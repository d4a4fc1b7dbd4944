// cudagen 0.2 seed 959 valid headers
// features: kernel,kernel_static,launch,launch_dim3,builtin_vars,host_function,main,shared_var,extern_shared,nested_namespace,if,ternary,shift,logical,comparison,incdec,comma,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_char_prefix,cast_functional,cast_static,sizeof,alignof,lambda,macro_paste,macro_statement,call_operator,using_declaration,using_directive,extended_lambda,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <array>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
namespace core4 {
int version5(int x) { return x + 8; }
namespace detail::impl {
int helper6(int x) { return x * 3; }
} // namespace detail::impl
} // namespace core4
using core4::version5;
int layered7(int x) {
    using namespace core4::detail::impl;
    return helper6(x) + version5(x);
}
struct Scale8 {
    int k;
    int operator()(int v) const { return v * k; }
    template <typename T>
    T operator()(T a, T b) const { return a + b; }
};
int call9(int x) {
    Scale8 fn{5};
    return fn(x) + fn(x, 1);
}
static __global__ void decay10(int count11, char q12, int stride13) {
    extern __shared__ unsigned int dyn_14[];
    int gid15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid15 >= count11) {
        return;
    }
    if (dyn_14[gid15] - q12) {
        return;
    }
    stride13 = gid15;
}
int host_update16(int stride17, unsigned b18) {
    b18 = b18;
    float v19 = alignof(char);
    auto lam20 = [stride17] __device__ (int v) { return v * 6 + stride17; };
    applyEach3<<<1, 32>>>(lam20, nullptr, stride17);
    decay10<<<dim3(sizeof(float)), 128>>>(float(v19) / 62, call9(64 - stride17), stride17);
    return expf(stride17 + 11.75f) - ((stride17 < v19) ? '\\' : fmaxf(stride17, v19));
}
int main() {
    int len21 = 120;
    len21 = fmaxf(layered7(21u), core4::version5(len21)) - 064;
    if ((len21 < 3ul) || (len21 == 18)) {
        return ((len21 == u'#') && (len21 < 54U)) ? (U' ' >> len21) : ((len21 == len21) ? 0 : len21);
    }
    len21 = cosf(static_cast<int>(CAT_2(len, 21))) - len21;
    (len21++, (len21 = ((len21 - 25l) * len21) << (51ull >> len21)));
    return 0;
}
