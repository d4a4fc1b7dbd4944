// cudagen 0.2 seed 793 valid headers
// features: kernel,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,static_host_function,main,shared_var,extern_shared,if,ternary,compound_assign,bitwise,logical,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_static,virtual_function,if_constexpr,rtti,concept,requires_clause,designated_init,three_way_comparison,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <tuple>
#include <cub/block/block_reduce.cuh>
#include <compare>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Poly4 {
    virtual ~Poly4() {}
    virtual int id() const { return 1; }
};
struct Impl5 : Poly4 {
    int id() const override { return 3; }
};
struct Other6 : Poly4 {};
int identify7(int x) {
    Impl5 d;
    Poly4 *b = &d;
    if (Impl5 *p = dynamic_cast<Impl5 *>(b)) {
        return p->id() + x;
    }
    return dynamic_cast<Other6 *>(b) != nullptr ? 1 : x;
}
template <typename T> concept Small8 = sizeof(T) <= 16;
template <typename T> concept Arith9 = Small8<T> && (sizeof(T) >= 4);
template <Small8 T> __device__ T twice10(T x) { return x + x; }
template <typename T> requires (sizeof(T) >= 4) __device__ T thrice11(T x) { return x * 3; }
template <typename T> __device__ T quad12(T x) requires Arith9<T> { return x * 4; }
__device__ int sign13(Small8 auto v) { return v != 0 ? 1 : 2; }
struct Config14 { unsigned x; double y; };
int configured15(int v) {
    Config14 a{.x = static_cast<unsigned>(v), .y = static_cast<double>(v)};
    Config14 b{.y = 5};
    Config14 d = {.x = 1};
    return static_cast<int>(a.x) + static_cast<int>(b.y) + static_cast<int>(d.x);
}
struct Stamp16 {
    int major;
    int minor;
    auto operator<=>(const Stamp16 &) const = default;
};
int ordered17(int x) {
    Stamp16 a{x, 1};
    Stamp16 b{4, x};
    int r = (a < b ? 1 : 0) + ((a <=> b) == 0 ? 2 : 0);
    return r + ((x <=> 6) < 0 ? 4 : 0);
}
__global__ void __maxnreg__(128) reduce18(const int *__restrict__ src19, const signed char *__restrict__ coef20) {
    extern __shared__ float dyn_21[];
    int i22 = (blockIdx.x * blockDim.x) + threadIdx.x;
    dyn_21[i22 & 7] = coef20[0x7] ? coef20[i22 & 7] : 23.125f;
    dyn_21[i22] *= i22 + cosf(*src19);
    floorf(((23UL == blockIdx.x) ? 1.625f : src19[i22 & 7]) * 17.25f);
}
static unsigned long long check_score23(const int *src24, int *__restrict__ buf25, const int *in26) {
    buf25[6] = static_cast<short>(*in26);
    if constexpr (sizeof(long) == 4) {
    }
    return 36;
}
int main() {
    int count27 = 3237;
    if (!(count27 < 29)) {
        return ordered17(count27);
    }
    float h28 = sqrtf(count27);
    (void)h28;
    reduce18<<<(0x40), 256, 1024, (cudaStream_t)0>>>(&count27, nullptr);
    return 0;
}
