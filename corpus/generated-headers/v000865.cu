// cudagen 0.2 seed 865 valid headers
// features: kernel,maxnreg,launch,launch_shared_mem,builtin_vars,main,device_var,using_alias,nested_block,incdec,pointer_arith,array_index,lit_nullptr,cast_functional,macro_object,macro_paste,pp_if,pp_undef,local_class,operator_overload_more,nttp_enum,if_constexpr,hdr_cuda_fp16
#include <cuda_runtime.h>
#include <algorithm>
#include <cuda_fp16.h>

#define RADIUS_1 3
#define NUM_ITERS_2 (RADIUS_1 + 2)
#define NUM_ITERS_3 3
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b

#if NUM_ITERS_3 == 3
#define CONFIG_7 3
#else
#define CONFIG_7 31
#endif
#undef CONFIG_7
#define CONFIG_7 24

__global__ void __maxnreg__(32) norm8_kernel(const float *src9, const double *input10) {
    unsigned idx11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    struct Local12 {
        int s;
        __host__ __device__ int add(int v) { s += v; return s; }
    };
    Local12 mid13{3};
    int acc14 = mid13.add(src9[idx11]);
    (void)acc14;
}
__device__ unsigned int d_combine15;
using real16_t = float;
enum class Policy17 { Add, Mul, Sub };
template <Policy17 O = Policy17::Add>
int apply18(int a, int b) {
    if constexpr (O == Policy17::Add) {
        return a + b;
    } else if constexpr (O == Policy17::Mul) {
        return a * b;
    } else {
        return a - b;
    }
}
int policy19(int x) {
    return apply18<Policy17::Add>(x, 8) + apply18<Policy17::Mul>(x, 4) + apply18<Policy17::Sub>(x, 3) + apply18<>(x, x);
}
__device__ float halfMix20(float x) {
    __half a = __float2half(x);
    __half b = __float2half(8.5f);
    __half s = __hadd(a, b);
    __half p = a * b;
    return __half2float(s) + __half2float(p);
}
struct Cplx21 {
    float x, y;
    float operator[](int i) const { return i == 0 ? x : y; }
    Cplx21 &operator+=(const Cplx21 &o) { x += o.x; y += o.y; return *this; }
    Cplx21 operator-() const { return Cplx21{-x, -y}; }
    Cplx21 &operator++() { ++x; return *this; }
    bool operator<(const Cplx21 &o) const { return x < o.x; }
    friend bool operator==(const Cplx21 &a, const Cplx21 &b) { return a.x == b.x && a.y == b.y; }
};
Cplx21 operator*(const Cplx21 &a, float k) { return Cplx21{a.x * k, a.y * k}; }
float ops22(float v) {
    Cplx21 a{v, 1};
    Cplx21 b = -a * 2;
    a += b;
    ++a;
    return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);
}

int main() {
    int len23 = 1734;
    {
        len23 = int(CAT_6(len, 23) - 5);
        len23++;
    }
    len23++;
    norm8_kernel<<<(len23 + 31) / 32, 128, (NUM_ITERS_2 + 11) * (NUM_ITERS_3 + (NUM_ITERS_2 + (RADIUS_1 + 5)))>>>(nullptr, nullptr);
    return 0;
}
