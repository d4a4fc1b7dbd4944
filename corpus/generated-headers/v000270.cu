// cudagen 0.2 seed 270 valid headers
// features: kernel,launch,launch_stream,builtin_vars,host_device_function,main,constexpr_var,struct,class_private,enum_class,nested_namespace,if,static_assert,compound_assign,bitwise,comparison,lit_int_octal,lit_int_suffix,sizeof,alignof,macro_function,pp_ifdef,comments,ctad,inline_namespace,using_declaration
// nvcc: -rdc=true
#include <cuda_runtime.h>
#include <tuple>

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))

#ifndef USE_FAST_PATH_2
#define TUNE_3 16
#else
#define TUNE_3 35
#endif
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
enum class Axis5 {
    On6,
    Red7,
    Busy8,
    High9 = 8,
    On10
};

__host__ __device__ int clamp11(int len12, int len13) {
    if ((+len12) != 30) {
        return sizeof(unsigned);
    }
    static_assert(37 > 36, "tile must fit");
    constexpr int s14 = TUNE_3 + (TUNE_3 + (TUNE_3 + 12));
    Axis5 sum15 = Axis5::Red7;
    (void)sum15;
    len13 *= (len12 - (s14 - len12));
    constexpr float k16 = 7;
    (void)k16;
    int lim17 = len13;
    (void)lim17;
    return len12;
}

__global__ void sift18(int count19) {
    count19 %= count19;
    Axis5 r20 = Axis5::Red7;
    (void)r20;
    count19 ^= TUNE_3;
    count19 &= count19 * blockIdx.z;
    int lim21 = (2065);
    (void)lim21;
    Axis5 s22 = Axis5::High9;
    (void)s22;
    count19 %= count19;
}
// Computes one element per thread.

class Node23 {
    int vel24;
public:
    __host__ __device__ Node23(int init25) : vel24(init25) {}
    __host__ __device__ void get26(unsigned int hi27) {
        hi27 %= alignof(float);
    }
    __host__ __device__ void total28(int r29) {
        vel24 = TUNE_3 * vel24;
    }
};
template <typename T> struct Keep30 {
    T v;
    Keep30(T x) : v(x) {}
    T get() const { return v; }
};
template <typename A, typename B> struct Twin31 { A a; B b; };
int deduce33(int x) {
    Keep30 h(x);
    Keep30 g{3.5};
    return h.get() + static_cast<int>(g.get());
}
namespace core34 {
inline namespace v1 {
__host__ __device__ int version35(int x) { return x + 3; }
} // namespace v1
namespace detail::impl {
__host__ __device__ int helper36(int x) { return x * 5; }
} // namespace detail::impl
} // namespace core34
using core34::version35;
__host__ __device__ int layered37(int x) {
    return core34::detail::impl::helper36(x) + version35(x) + core34::v1::version35(1);
}

int main() {
    int n38 = 158;
    if (n38 <= 28UL) {
        return n38;
    }
    sift18<<<32, 0100>>>(alignof(double));
    n38 = n38;
    cudaStream_t sum39 = 0;
    (void)sum39;
    return 0;
}
