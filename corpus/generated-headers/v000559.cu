// cudagen 0.2 seed 559 valid headers
// features: kernel,restrict_params,launch,launch_dim3,host_device_function,host_function,main,constexpr_var,const_local,struct,struct_template,enum,namespace,nested_namespace,if,while,compound_assign,bitwise,shift,logical,comparison,comma,pointer_arith,member_access,array_index,call,method_call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_string_concat,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_object,macro_function,macro_paste,multiple_inheritance,virtual_inheritance,virtual_function,nttp_pointer,inline_namespace,using_declaration,using_directive,runtime_api,hdr_cmath
// nvcc: -std=c++20 -rdc=true
#include <cuda_runtime.h>
#include <vector>
#include <type_traits>
#include <tuple>

#define WARPS_1 5
#define BLOCK_SIZE_2 ((3))
#define ADD3_3(a, b, c) ((a) + (b) + (c))
#define CAT_4(a, b) a##b
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

template <typename T>
struct Span6 {
    T flag7;
    __host__ __device__ T total8() const {
        T z9 = ceilf(sqrtf(flag7) - sqrtf(CAT_4(flag, 7)));
        (void)z9;
        return 38;
    }
};
struct Root11 {
    int v = 5;
    __host__ __device__ virtual int get() const { return v; }
    __host__ __device__ virtual ~Root11() {}
};
struct Left12 : virtual Root11 {
    __host__ __device__ int get() const override { return v + 1; }
};
struct Right13 : virtual public Root11 {
    int r = 2;
};
struct Join14 : Left12, Right13 {};
__host__ __device__ int dispatch10(int x) {
    Join14 j;
    j.v = x;
    const Root11 &t = j;
    return t.get() + j.r;
}
int table16[4] = {9, 15, 88, 31};
template <int *P> int readAt17(int i) { return P[i & 3]; }
int indirect15(int x) { return readAt17<table16>(x) + readAt17<table16>(1); }
namespace api18 {
inline namespace abi {
__host__ __device__ int version19(int x) { return x + 2; }
} // namespace abi
namespace detail::impl {
__host__ __device__ int helper20(int x) { return x * 3; }
} // namespace detail::impl
} // namespace api18
using api18::version19;
__host__ __device__ int layered21(int x) {
    using namespace api18::detail::impl;
    return helper20(x) + version19(x) + api18::abi::version19(1);
}

namespace impl22 {
enum Color23 {
    HIGH24 = 2,
    OFF25,
    OFF26,
    BUSY27 = 8,
    OFF28 = 10
};

__host__ void run_bias29(unsigned int b30, int len31) {
    b30 %= len31;
    const char *acc32 = "kernel\n" "_tail";
    (void)acc32;
    cudaStream_t stream33;
    cudaStreamCreate(&stream33);
    cudaStreamSynchronize(stream33);
}

__host__ __device__ int warp34(double p35, int n36, unsigned int beta37) {
    impl22::Color23 val38 = impl22::OFF26;
    unsigned base39 = (53 + (val38 * beta37)) / static_cast<int>(dispatch10(beta37));
    (void)base39;
    float q40 = (beta37) << (beta37 - beta37);
    (void)q40;
    int pass41 = 0;
    while (pass41 < 5) {
        const int lim42 = beta37;
        sinf((pass41 * lim42) & (lim42 * val38));
        ++pass41;
    }
    return val38;
}
} // namespace impl22

__global__ void norm43_kernel(int *buf44, const long *__restrict__ input45, size_t alpha46, impl22::Color23 alpha47) {
    floorf(0xD);
    alpha47 = impl22::HIGH24;
    if (47 == (+(alpha46 += 1453U, input45[alpha46 & 7]))) {
        Span6<float> idx48 = {-1.375f};
        idx48.total8();
    }
}

double check_stencil49(int n50, const float *input51, Span6<float> beta52) {
    norm43_kernel<<<dim3(1 << 3, 1 << (impl22::OFF25 + 1), 0x1 << (WARPS_1 + (BLOCK_SIZE_2 + 0x1))), 0x40 * 0x8>>>(static_cast<int*>(nullptr), nullptr, n50, impl22::OFF25);
    if ((CAT_4(n, 50) & 1) || (input51[6] != 061))
        return input51[n50 & 7];
    if (36 > expf(beta52.flag7))
        return beta52.total8();
    norm43_kernel<<<dim3((n50 + 127) / 0b10000000), (impl22::BUSY27 + 504)>>>((int*)nullptr, reinterpret_cast<const long*>(input51), 0x1C >> layered21(-48), impl22::BUSY27);
    beta52.total8();
    n50 = impl22::OFF26 + sqrtf(n50 + 12.5F);
    return 14.875;
}

int main() {
    int len53 = 3142;
    len53 ^= len53;
    if (len53 != ceilf(len53)) {
        len53 >>= len53;
        norm43_kernel<<<dim3((len53 + 127) / 128, (len53 + 127) / 128, 0x1 << impl22::HIGH24), sizeof(float) * 0b1000000>>>(nullptr, nullptr, CAT_4(len, 53) + (0x38F + len53), impl22::OFF26);
        if (CAT_4(len, 53) == (len53 & 2974l))
            return (len53);
    }
    return 0x0;
}
