// cudagen 0.2 seed 562 valid headers
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,main,constexpr_var,auto_var,if,for,ternary,bitwise,shift,logical,comparison,lit_int_suffix,cast_static,pp_ifdef,pp_undef,call_operator,template_template_param,variable_template,if_constexpr,constexpr_loop
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <algorithm>
#include <cstdio>
#include <cooperative_groups.h>
#include <compare>

#define USE_FAST_PATH_1

#ifdef USE_FAST_PATH_1
#define TUNE_2 9
#else
#define TUNE_2 22
#endif
#undef TUNE_2
#define TUNE_2 48
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__global__ void __launch_bounds__(1 << 9) pivot4(int len5, int n6, bool q7) {
    if (31 == n6)
        return;
    if (!(n6 != q7))
        return;
    for (int it8 = (blockIdx.x * blockDim.x) + threadIdx.x; it8 < 2; it8 += blockDim.x * gridDim.x) {
        short res9 = 40u;
        (void)res9;
    }
    n6 = threadIdx.x;
}
template <typename T> struct Wrap10 {
    T v;
    __host__ __device__ T get() const { return v; }
};
template <template <typename> class W, typename T> __host__ __device__ T unwrap11(const W<T> &w) { return w.get(); }
template <template <typename> class W> struct Holder12 {
    W<int> a;
    W<float> b;
    __host__ __device__ float both() const { return static_cast<float>(a.get()) + b.get(); }
};
__host__ __device__ int layers13(int x) {
    Wrap10<int> w{x};
    Holder12<Wrap10> h{{x}, {1.5f}};
    return unwrap11(w) + unwrap11<Wrap10, int>(w) + static_cast<int>(h.both());
}
struct Scale14 {
    int k;
    __device__ int operator()(int v) const { return v * k; }
};
__device__ int call15(int x) {
    Scale14 fn{8};
    return fn(x) + fn.operator()(1);
}
__host__ __device__ constexpr int powSum16(int n) {
    int s = 0;
    for (int i = 0; i < n; ++i) {
        for (int j = 0; j <= i; ++j) {
            s += 5;
        }
    }
    return s;
}
constexpr int kSteps17 = powSum16(3);
static_assert(powSum16(3) == 30, "a constexpr loop");
template <typename T> constexpr T kScale19 = T(5);
template <typename T> constexpr int kSize20 = static_cast<int>(sizeof(T)) * 3;
__host__ __device__ int aliased18(int x) {
    return x + kSize20<double> + static_cast<int>(kScale19<float>);
}

int main() {
    int size21 = 3554;
    auto w22 = 27;
    constexpr int m23 = (kSize20<char> + 5);
    for (int it24 = 0; it24 < 14; ++it24) {
        if constexpr (sizeof(double) == 4) {
            pivot4<<<dim3(1 << (kSize20<char> + (kSize20<char> + 2)), (it24 + 63) / 64), (32), (kSize20<char> + (kSteps17 + (kSteps17 + (kSteps17 + 931)))), nullptr>>>((kSize20<char> * w22) / 15, (m23 != it24) ? static_cast<unsigned short>(size21) : (m23), ((-size21) & 4) <= kSteps17);
        }
    }
    return 0;
}
