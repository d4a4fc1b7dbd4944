// cudagen 0.2 seed 731 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,main,shared_var,extern_shared,constexpr_var,local_array,auto_var,nested_namespace,while,ternary,compound_assign,bitwise,comparison,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,lambda_launch,macro_object,macro_function,macro_statement,pp_ifdef,pp_if,comments,nttp_auto,partial_specialization,sfinae,structured_binding,inline_namespace,using_declaration,using_directive
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <type_traits>

#define RADIUS_1 256
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#ifdef USE_FAST_PATH_5
#define TUNE_6 13
#else
#define TUNE_6 31
#endif

#if RADIUS_1 > 93
#define CONFIG_7 6
#else
#define CONFIG_7 19
#endif
struct Parts8 {
    int first;
    unsigned second;
};
__device__ Parts8 make9(int x) { return Parts8{x, static_cast<unsigned>(x)}; }
__device__ int unpack10(int x) {
    auto [a, b] = make9(x);
    int arr[3] = {x, 1, 2};
    auto &[p, q, r] = arr;
    Parts8 v{x, static_cast<unsigned>(x)};
    auto &&[m, n] = v;
    return a + static_cast<int>(b) + p + q + r + m + static_cast<int>(n);
}
namespace api11 {
inline namespace v1 {
__host__ __device__ int version12(int x) { return x + 2; }
} // namespace v1
namespace detail::impl {
__host__ __device__ int helper13(int x) { return x * 3; }
} // namespace detail::impl
} // namespace api11
using api11::version12;
__host__ __device__ int layered14(int x) {
    using namespace api11::detail::impl;
    return helper13(x) + version12(x) + api11::v1::version12(1);
}
struct Sized15 { __device__ int size() const { return 6; } };
template <typename T> __device__ auto sizeOf16(const T &v, int) -> decltype(v.size()) { return v.size(); }
template <typename T> __device__ int sizeOf16(const T &, long) { return 1; }
template <typename...> struct MakeVoid17 { using type = void; };
template <typename T, typename = void> struct HasSize18 { static constexpr int value = 0; };
template <typename T> struct HasSize18<T, typename MakeVoid17<decltype(T().size())>::type> { static constexpr int value = 1; };
__device__ int probe19(int x) {
    Sized15 s{};
    return sizeOf16(s, 0) + sizeOf16(x, 0) + HasSize18<Sized15>::value + HasSize18<int>::value;
}

__global__ void fuse20(int n21, int n22, unsigned int q23) {
    auto diff24 = q23 - (+n22);
    (void)diff24;
    auto q25 = (+MAX2_3(n21, n21));
    (void)q25;
    int x26 = 2UL;
    (void)x26;
}
template <auto V>
__host__ __device__ int addConst27(int x) {
    using value_type = decltype(V);
    return x + static_cast<int>(V) + static_cast<int>(sizeof(value_type));
}
__host__ __device__ int consts28(int x) { return addConst27<3>(x) + addConst27<'a'>(x) + addConst27<2L>(x); }
// NOTE: keep in sync with the host reference.

template <typename T, typename U>
__global__ void sweep29_kernel(const T *in30) {
    extern __shared__ long dyn_31[];
    dyn_31[6] &= long((29 + (*in30)) - (dyn_31[0x0] / dyn_31[4]));
    int pass32 = 0;
    while (pass32 < pass32) {
        dyn_31[3] += static_cast<T>(((dyn_31[pass32 & 7] > pass32) ? dyn_31[pass32] : TUNE_6));
        int r33[2] = {};
        (void)r33;
        ++pass32;
    }
}

int check_grow34(int *dst35, const unsigned short *src36) {
    auto lam40 = []() -> int {
        cudaStream_t r37 = 0;
        auto cnt38 = 14u;
        double acc39 = double(cnt38);
        return cnt38 & (cnt38);
    };
    (void)lam40;
    int e41{static_cast<int>((double)MAX2_3(src36[0] - (*src36), dst35[0x6]))};
    fuse20<<<dim3(128, 512, 4), 0x200, sizeof(double) * 128>>>(e41, (26 - dst35[e41 & 0x7]) - (RADIUS_1 * e41), 51);
    auto lam44 = [](float tmp42, float x43) -> int {
        x43 = ((long long)x43) + 25ul + tmp42;
        sweep29_kernel<float, long><<<2, (CONFIG_7 + (CONFIG_7 + (CONFIG_7 + (CONFIG_7 + 8)))), RADIUS_1 + (CONFIG_7 + 762), (cudaStream_t)0>>>(nullptr);
        fuse20<<<16, dim3(020, 0x4), TUNE_6 + 225, 0>>>((4799u - x43) * 2, int(static_cast<int>(tmp42)), 44);
        return MIN2_2(x43, ((tmp42 < 0x1f) ? x43 : tmp42));
    };
    int hi45 = MAX2_3(lam44(dst35[e41 & 7], e41 % dst35[1]), (~static_cast<int>(e41)));
    e41 &= e41;
    return lam44(lam44(*src36, TUNE_6) * MIN2_2(e41, 52UL), MAX2_3(hi45, 9));
}

int main(void) {
    int size46 = 06353;
    size46 &= 36 * size46;
    int s47 = size46 - (TUNE_6 & ((62L < size46) ? size46 : size46));
    int cnt48{2LL};
    ACCUM_4(cnt48, ((s47)));
    sweep29_kernel<unsigned, double><<<dim3(0x2, CONFIG_7 + (CONFIG_7 + 4), 4 * 2), 128, 0x0, (cudaStream_t)0>>>((const unsigned*)nullptr);
    return 0;
}
