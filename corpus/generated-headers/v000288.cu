// cudagen 0.2 seed 288 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,builtin_vars,main,constexpr_var,nested_namespace,if,bitwise,shift,incdec,pointer_arith,address_of,array_index,lit_int_binary,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,macro_function,macro_paste,comments,union,union_anonymous,structured_binding,inline_namespace,using_declaration,using_directive,hdr_utility
#include <cuda_runtime.h>
#include <cmath>
#include <type_traits>
#include <utility>

#define SQR_1(x) ((x) * (x))
#define CAT_2(a, b) a##b
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
// NOTE: keep in sync with the host reference.

template <class T, int N = 1>
__global__ void __launch_bounds__(256) count4_kernel(T *__restrict__ buf5, const int *src6, int count7, const T *in8) {
    int i9 = (blockIdx.x * blockDim.x) + threadIdx.x;
    constexpr float u10 = -33;
    (void)u10;
    buf5[7] = (8.5f + ((T)i9)) * (23.75 * CAT_2(count, 7));
    --buf5[count7 & 7];
    int z11{static_cast<int>(blockDim.y - ((src6[i9] | (*src6)) / (i9 / (*src6))))};
    (void)z11;
}

__global__ void __launch_bounds__(64) warp12_kernel(unsigned int *__restrict__ buf13, float alpha14, int count15) {
    int tid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid16 >= count15) {
        return;
    }
    int u17 = (28 & (*buf13)) * 0b101000;
    alpha14 = ((*buf13));
    const double *mid18 = reinterpret_cast<const double*>(buf13);
    (void)mid18;
    --u17;
    u17--;
}
struct Word19 {
    int tag;
    union {
        int i;
        float f;
    };
};
__device__ float use20(int x) {
    Word19 v{};
    v.tag = x;
    if (x > 9) {
        v.f = 6.5f;
        return v.f;
    }
    v.i = static_cast<int>(x);
    return static_cast<float>(v.i) + 1.0f;
}
struct Split21 {
    int first;
    float second;
};
__device__ Split21 make22(int x) { return Split21{x, static_cast<float>(x)}; }
__device__ int unpack23(int x) {
    auto [a, b] = make22(x);
    int arr[3] = {x, 1, 2};
    auto [p, q, r] = arr;
    Split21 v{x, static_cast<float>(x)};
    auto &&[m, n] = v;
    return a + static_cast<int>(b) + p + q + r + m + static_cast<int>(n);
}
namespace core24 {
inline namespace abi {
int version25(int x) { return x + 1; }
} // namespace abi
namespace detail::impl {
int helper26(int x) { return x * 2; }
} // namespace detail::impl
} // namespace core24
using core24::version25;
int layered27(int x) {
    using namespace core24::detail::impl;
    return helper26(x) + version25(x) + core24::abi::version25(1);
}

int main(void) {
    int count28 = 584;
    count28++;
    std::pair<int, float> pr29 = std::make_pair(count28, 1.5f);
    auto [w30, cnt31] = pr29;
    std::pair<int, float> pr32{w30, cnt31};
    std::swap(pr29, pr32);
    w30 += std::move(pr32).first;
    count4_kernel<double, 0b101><<<1 << 1, 64 * 8>>>(nullptr, &count28, cnt31, (const double*)nullptr);
    warp12_kernel<<<1 << 7, 64>>>((unsigned*)nullptr, cnt31 / (w30 - 0b100111), ((float)count28) + (1811));
    return 0;
}
