// cudagen 0.2 seed 485 valid headers
// features: kernel,kernel_extern_c,launch_bounds,restrict_params,launch,builtin_vars,device_function,device_template_function,main,shared_var,extern_shared,constexpr_var,auto_var,const_local,if,if_else,if_init,for,bitwise,comparison,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,macro_function,macro_paste,macro_statement,call_operator,nttp_dependent_type,enable_if,partial_specialization,ctad,sfinae,exceptions
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <cstdio>

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define MOD8_2(x) ((x) % 8)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
struct Affine7 {
    int k;
    __host__ __device__ int operator()(int v) const { return v * k; }
};
__host__ __device__ int call8(int x) {
    Affine7 fn{7};
    return fn(x) + fn.operator()(1);
}

__global__ void __launch_bounds__(64 * 4) update9(const unsigned int *__restrict__ coef10, unsigned *acc11, double alpha12) {
    extern __shared__ unsigned int dyn_13[];
    int gid14 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (void)gid14;
    constexpr int r15 = 28;
    (void)r15;
    long x16 = 40ll;
    (void)x16;
}
template <typename T> struct Keep17 {
    T v;
    __host__ __device__ Keep17(T x) : v(x) {}
    __host__ __device__ T get() const { return v; }
};
template <typename A, typename B> struct Twin18 { A a; B b; };
__host__ __device__ int deduce20(int x) {
    Keep17 h(x);
    Keep17 g{3.5};
    return h.get() + static_cast<int>(g.get());
}

__global__ void accum21_kernel(const int *coef22) {
    extern __shared__ int dyn_23[];
    float e24 = (*coef22) / 32;
    (void)e24;
    const int *q25 = coef22;
    long sum26 = *q25;
    (void)sum26;
}

template <typename T, int N>
__device__ T tally27(const T *__restrict__ input28, const T *__restrict__ input29, T *dst30) {
    auto u31 = threadIdx.y;
    T q32 = 22.125f + ADD3_1(dst30[5], N, 602 + threadIdx.z);
    (void)q32;
    u31 = blockDim.y;
    return 13.75 - u31;
}
template <bool B, typename T = void> struct EnableIf34 {};
template <typename T> struct EnableIf34<true, T> { using type = T; };
template <typename T> struct IsSmall35 { static constexpr bool value = sizeof(T) <= 4; };
template <typename T, typename EnableIf34<IsSmall35<T>::value, int>::type = 0>
__device__ int narrow33(T v) { return static_cast<int>(v) + 1; }
template <typename T, typename EnableIf34<!IsSmall35<T>::value, int>::type = 0>
__device__ int narrow33(T v) { return static_cast<int>(v) + 2; }

extern "C" {
__global__ void kick36_kernel(float q37) {
    extern __shared__ unsigned short dyn_38[];
    int gid39 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (constexpr double t40 = 22l; dyn_38[5] > gid39) {
        float q41 = CAT_6(gid, 39);
        (void)q41;
        const int diff42 = ADD3_1(-gid39, (45), dyn_38[blockDim.z & 0x7]);
        (void)diff42;
        for (int n43 = 0, j44 = 7; n43 < j44; (++n43, (--j44))) {
            q37 = -2138;
            constexpr int r45 = 44;
            (void)r45;
        }
    } else {
    }
}
}

int main() {
    int size46 = 2087;
    for (int i47 = 0, j48 = size46; i47 < j48; (++i47, (--j48))) {
        for (int i49 = 0x9; i49 > 0; --i49) {
            try {
                double tmp50 = i49;
                (void)tmp50;
                if (i49 > 5) {
                    throw 5;
                }
            } catch (...) {
            }
        }
    }
    update9<<<(020), 32>>>(nullptr, nullptr, (15.625f));
    accum21_kernel<<<(size46 + 255) / 256, (64)>>>(nullptr);
    kick36_kernel<<<(size46 + 31) / 32, 0x200>>>(45L / size46);
    return 0;
}
