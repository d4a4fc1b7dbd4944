// cudagen 0.2 seed 982 valid headers
// features: kernel,kernel_extern_c,launch,launch_shared_mem,launch_stream,device_function,main,device_var,shared_var,extern_shared,constexpr_var,nested_namespace,for,ternary,bitwise,comparison,pointer_arith,array_index,lit_int_hex,lit_digit_separator,lit_nullptr,cast_c,sizeof,macro_function,pp_ifdef,pp_undef,alias_template,variable_template,constexpr_loop,inline_namespace,using_declaration,using_directive,hdr_cmath,hdr_cooperative_groups
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <numeric>
#include <cmath>
#include <utility>
#include <cooperative_groups.h>

#define LOW_BITS_1(x) ((x) & 0xF)
#define LOW_BITS_2(x) ((x) & 0xF)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 4
#else
#define TUNE_6 27
#endif
#undef TUNE_6
#define TUNE_6 24

extern "C" {
__global__ void clamp7(double* buf8, int lane9) {
    extern __shared__ float dyn_10[];
    for (int i11 = 0x0; i11 < 12; i11++) {
        long long r12 = ((lane9 - i11) & (lane9 + lane9));
        (void)r12;
        lane9 = i11;
    }
    long mid13 = (sizeof(long long)) - dyn_10[0x3];
    (void)mid13;
}
}
__host__ __device__ float norm14(float x, float y) {
    return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
__device__ unsigned long d_trace15;
template <typename T> using Ptr17 = T *;
template <typename A, typename B> struct Duo18 { A a; B b; };
template <typename T> using Same19 = Duo18<T, T>;
template <typename T> constexpr T kScale20 = T(4);
template <typename T> constexpr int kSize21 = static_cast<int>(sizeof(T)) * 4;
int aliased16(int x) {
    Ptr17<int> p = &x;
    Same19<int> d{x, 8};
    return x + *p + d.a + d.b + kSize21<double> + static_cast<int>(kScale20<float>);
}
namespace api22 {
inline namespace v1 {
int version23(int x) { return x + 5; }
} // namespace v1
namespace detail::impl {
int helper24(int x) { return x * 4; }
} // namespace detail::impl
} // namespace api22
using api22::version23;
int layered25(int x) {
    using namespace api22::detail::impl;
    return helper24(x) + version23(x) + api22::v1::version23(1);
}
float norm26(float x, float y) {
    return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}

inline __device__ void smooth27(int* out28, unsigned int b29) {
    cooperative_groups::thread_block group30 = cooperative_groups::this_thread_block();
    int rank31 = static_cast<int>(group30.thread_rank()) + static_cast<int>(group30.size());
    long long m32 = b29 - d_trace15;
    (void)m32;
    out28[rank31 & 7] = -(0x7 * (rank31 + kSize21<char>));
    float val33 = sizeof(unsigned char);
    (void)val33;
    b29 = 38;
}
__host__ __device__ constexpr int powSum34(int n) {
    int s = 0;
    for (int i = 0; i < n; ++i) {
        for (int j = 0; j <= i; ++j) {
            s += 1;
        }
    }
    return s;
}
constexpr int kSteps35 = powSum34(3);
static_assert(powSum34(3) == 6, "a constexpr loop");

int main() {
    int len36 = 1'774;
    int acc37((kSize21<int> % ((len36 < len36) ? kSteps35 : 39)) % 29);
    acc37 = 60;
    clamp7<<<kSize21<char> + 60, sizeof(unsigned int) * 64, 0x0, (cudaStream_t)0>>>((double*)nullptr, 0x4);
    return 0;
}
