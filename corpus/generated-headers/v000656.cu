// cudagen 0.2 seed 656 valid headers
// features: kernel,launch_bounds,launch,launch_shared_mem,builtin_vars,grid_stride_loop,host_function,main,shared_var,extern_shared,constexpr_var,for,goto,compound_assign,bitwise,shift,comparison,comma,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_static,lambda,lambda_generic,macro_object,pp_ifdef,bit_field,nttp_integral,nttp_reference,extended_lambda
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <cstdio>
#include <type_traits>
#include <utility>
#include <tuple>
#include <cooperative_groups.h>

#define WARPS_1 5
#define RADIUS_2 16
#define BLOCK_SIZE_3 ((32) * 8)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

#ifndef USE_FAST_PATH_6
#define TUNE_7 9
#else
#define TUNE_7 39
#endif
template <typename F>
__global__ void applyEach8(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
int counter9 = 2;
template <int &R> int bump10(int x) {
    R += x;
    return R;
}
int tally11(int x) { return bump10<counter9>(x); }

__host__ unsigned run_grow12(int n13, long q14) {
    auto op17 = [](auto cnt15, auto diff16) {
        diff16 = 34;
        return cnt15 * 2;
    };
    auto lam18 = [=] __host__ __device__ (int v) { return v * 9 + n13; };
    applyEach8<<<1, 32>>>(lam18, nullptr, n13);
    int z19 = lam18(n13);
    (void)z19;
    q14 = 20ul + (n13 += 15U, (n13 - 53));
    n13 %= WARPS_1;
    short lim20(26);
    return op17(static_cast<int>(lim20), static_cast<int>(n13));
}
template <typename T, unsigned N>
struct Fixed21 {
    T data[N];
    __device__ T sum() const {
        T s = T();
        for (unsigned i = 0; i < N; ++i) {
            s += data[i];
        }
        return s;
    }
};
template <int K, typename T> __device__ T scaleBy22(T v) { return v * static_cast<T>(K); }
template <bool Neg> __device__ int flip23(int v) { return Neg ? -v : v; }
template <char C, long long L = 40LL> __device__ int charTag24() { return static_cast<int>(C) + static_cast<int>(L); }
__device__ int fixed25(int x) {
    Fixed21<int, 1u> a{};
    a.data[0] = x;
    return a.sum() + scaleBy22<3>(x) + static_cast<int>(flip23<false>(x) + charTag24<'0'>());
}
struct Packed26 {
    unsigned int f0 : 11;
    unsigned int f1 : 12;
    bool on : 1;
};
__host__ __device__ int pack27(int x) {
    Packed26 b{};
    b.f0 = static_cast<unsigned>(x) & 2047u;
    b.f1 = 96;
    b.on = x > 2;
    return static_cast<int>(b.f0) + static_cast<int>(b.f1) + (b.on ? 1 : 0);
}

__global__ void __launch_bounds__(32) apply28_kernel(const short *in29, int *dst30, long *buf31, unsigned int a32) {
    extern __shared__ float dyn_33[];
    int tid34 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if ((tid34 % 23) == in29[blockIdx.x & 7]) {
        goto out39;
    }
    for (int i35 = 0; i35 < 10; i35++) {
        for (int it36 = (blockIdx.x * blockDim.x) + threadIdx.x; it36 < 9; it36 += blockDim.x * gridDim.x) {
            constexpr float hi37 = 17ULL;
            signed char val38 = hi37;
            (void)val38;
        }
        a32 >>= buf31[5];
    }
out39:;
}

int main() {
    int len40 = 1396;
    apply28_kernel<<<(len40 + 255) / 256, (RADIUS_2 + 112), (TUNE_7 + 4'087)>>>(nullptr, nullptr, (long*)nullptr, 16);
    bool flag41 = len40 >= 40;
    int z42 = ((len40 - 2160) % (flag41 - 30)) + 4206ll;
    (void)z42;
    return 0;
}
