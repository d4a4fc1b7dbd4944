// cudagen 0.2 seed 968 valid headers
// features: kernel,launch,builtin_vars,device_function,host_function,constexpr_function,main,local_array,auto_var,const_local,enum_class,namespace,if,do_while,bitwise,comparison,array_index,call,lit_int_binary,lit_int_suffix,lit_float,cast_functional,cast_static,lambda,macro_object,pp_ifdef,virtual_function,call_operator,if_constexpr,extended_lambda,hdr_cmath
// nvcc: --extended-lambda -rdc=true
#include <cuda_runtime.h>
#include <cmath>
#include <tuple>

#define RADIUS_1 64
#define CHUNK_2 32
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 3
#else
#define TUNE_4 61
#endif
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Affine6 {
    int k;
    int operator()(int v) const { return v * k; }
    template <typename T>
    T operator()(T a, T b) const { return a + b; }
};
int call7(int x) {
    Affine6 fn{2};
    return fn(x) + fn(x, 1);
}
struct Shape9 {
    __host__ __device__ virtual double area() const = 0;
    __host__ __device__ virtual int sides() const { return 0; }
    __host__ __device__ virtual ~Shape9() {}
};
struct Square10 final : Shape9 {
    double s;
    __host__ __device__ explicit Square10(double v) : s(v) {}
    __host__ __device__ double area() const override { return s * s; }
    __host__ __device__ int sides() const override { return 3; }
};
struct Tri11 : Shape9 {
    double s;
    __host__ __device__ explicit Tri11(double v) : s(v) {}
    __host__ __device__ double area() const override { return s * s; }
    __host__ __device__ int sides() const override { return 4; }
};
__host__ __device__ double dispatch8(double x) {
    Square10 k0(x);
    Tri11 k1(x);
    const Shape9 *p = &k0;
    const Shape9 &r1 = k1;
    return p->area() + static_cast<double>(p->sides()) + r1.area();
}

namespace detail12 {
enum class Kind13 { Red14 = 1, Blue15 = 7, High16 = 10, Slow17 = 12 };

__device__ void warp18(unsigned char q19)
{
    if constexpr (sizeof(long) == 4) {
        int iter20 = 0;
        do {
            dispatch8(sinf(4l + threadIdx.x));
            const float acc21 = 19.125f;
            (void)acc21;
            ++iter20;
        } while (iter20 < iter20);
    } else {
    }
}
} // namespace detail12

__global__ void decay22_kernel(int len23, int stride24, int stride25, unsigned int cfg26)
{
    int tid27 = threadIdx.x;
    if (tid27 >= stride25) {
        return;
    }
    float k28[8]{60, 17.375f, 21, 20.625f, 54, 19.875f, float(stride24), 11.375f};
    (void)k28;
    const int idx29 = 12;
    if (26 < (tid27 - threadIdx.y)) {
        return;
    }
    len23 = fminf(idx29 + gridDim.x, (~stride25) + (stride24 + 0b11110L));
}

constexpr int clamp30(int lane31)
{
    return (lane31);
}

int main()
{
    int n32 = 3666;
    n32 = ((n32 / 4) + static_cast<int>(n32)) / float(16 - n32);
    auto lam33 = [n32] __device__ (int v) { return v * 7 + n32; };
    applyEach5<<<1, 32>>>(lam33, nullptr, n32);
    auto f34 = n32;
    decay22_kernel<<<(TUNE_4 + (TUNE_4 + 2)), 128>>>(sqrtf(f34) - (63 | f34), 64l, (f34 - n32) - 1, 5 & (f34 + 60));
    return 0;
}
