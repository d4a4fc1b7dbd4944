// cudagen 0.2 seed 50 valid headers
// features: launch_bounds,launch,launch_shared_mem,host_device_function,host_function,main,constexpr_var,enum,namespace,nested_namespace,if,ternary,bitwise,comma,address_of,call,lit_int_hex,lit_int_suffix,sizeof,macro_paste,macro_statement,pp_ifdef,nested_class,enum_underlying,inline_namespace,using_directive,cluster_dims,hdr_cmath
// nvcc: -arch=sm_90
#include <cuda_runtime.h>
#include <vector>
#include <numeric>

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_2(a, b) a##b
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 1
#else
#define TUNE_4 56
#endif
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
__global__ void __cluster_dims__(2) __launch_bounds__(256) clustered6(int *out, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        out[i] = i + static_cast<int>(blockIdx.y);
    }
}
enum State7 : long { RED8, OFF9, FAST10 = 7 };
struct Tree11 {
    using value_type = double;
    enum Kind { Small, Large };
    struct Entry {
        value_type v;
        value_type scaled() const { return v * static_cast<value_type>(6); }
    };
    Entry first, second;
    value_type total() const { return first.scaled() + second.v; }
};
double walk12(int x) {
    using value_type = Tree11::value_type;
    Tree11::Entry e{static_cast<value_type>(x)};
    Tree11 t{e, e};
    return t.total();
}
namespace lib13 {
inline namespace v2 {
int version14(int x) { return x + 6; }
} // namespace v2
namespace detail::impl {
int helper15(int x) { return x * 2; }
} // namespace detail::impl
} // namespace lib13
int layered16(int x) {
    using namespace lib13::detail::impl;
    return helper15(x) + lib13::version14(x) + lib13::v2::version14(1);
}

namespace util17 {
float run_reduce18(int len19)
{
    len19 = (len19 + 15) ? 11U : (3238ULL * len19);
    clustered6<<<sizeof(unsigned int) * (OFF9 + 0x1), (TUNE_4 + (FAST10 + 120)), 0x100>>>(&len19, len19 | (49));
    int h20 = 48ull;
    (void)h20;
    return floorf(fabsf(lib13::version14(len19)));
}

__host__ __device__ void score21(int stride22)
{
    stride22 = stride22;
    constexpr unsigned long long cnt23 = 2418;
    stride22 = 0x2fu * (-(+CAT_2(stride, 22)));
    stride22 = (stride22 += 0, (CAT_2(stride, 22) - (cnt23 / stride22)));
    int diff24 = cnt23 ^ (stride22 % stride22);
    if ((diff24 & 1)) {
        return;
    }
    stride22 = stride22;
}
} // namespace util17

int main()
{
    int len25 = 2965;
    len25 = lib13::version14(len25);
    len25 = util17::run_reduce18(len25);
    clustered6<<<OFF9 + (TUNE_4 + (TUNE_4 + OFF9)), 128>>>(&len25, sizeof(float));
    return 0;
}
