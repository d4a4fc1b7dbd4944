// cudagen 0.2 seed 212 valid headers
// features: kernel,launch_bounds,launch,launch_dim3,main,constexpr_var,if,ternary,compound_assign,bitwise,shift,comparison,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_float,lit_string,lit_nullptr,cast_c,sizeof,macro_statement,pp_ifdef,pp_if,pp_undef,partial_specialization,explicit_specialization,hdr_cmath
// nvcc: -std=c++20 -rdc=true
#include <cuda_runtime.h>
#include <vector>
#include <cooperative_groups.h>

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 16
#else
#define TUNE_3 23
#endif

#if TUNE_3 == 16
#define CONFIG_4 7
#else
#define CONFIG_4 22
#endif
#undef TUNE_3
#define TUNE_3 8
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
template <typename T, typename U> struct Pick6 { static constexpr int value = 1; };
template <typename T> struct Pick6<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick6<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes8 {
    T d[N];
    __device__ T first() const { return d[0]; }
};
template <typename T> struct Lanes8<T, 1> {
    T d;
    __device__ T first() const { return d; }
};
template <> struct Pick6<float, double> { static constexpr int value = 4; };
template <typename T> __device__ int tag7(T) { return 0; }
template <> __device__ int tag7<float>(float) { return 1; }
template <> __device__ int tag7(double) { return 2; }
__device__ int specialized9(int x) {
    Lanes8<int, 1> one{x};
    Lanes8<int, 3> three{{x, 1, 2}};
    return x + Pick6<char, long>::value + Pick6<int, int>::value + Pick6<float *, int>::value + Pick6<float, double>::value + tag7(1.0f) + tag7(x) + tag7(2.0) + one.first() + three.first();
}

__global__ void __launch_bounds__(64) bump10_kernel(const int* coef11, unsigned int* data12, int count13) {
    ceilf(14.F);
    specialized9(count13);
}

int main() {
    int count14 = 2777;
    if ((22 * count14) > count14) {
        if (((double)count14) < count14) {
            return (count14 += 62, count14);
        }
        const char* hi15 = "x=%d";
        (void)hi15;
        count14 %= count14;
    }
    count14 = (count14 += sizeof(int), sinf(CONFIG_4 >> count14));
    bump10_kernel<<<dim3((CONFIG_4 + 0x19) * 8), TUNE_3 + (TUNE_3 + (TUNE_3 + 0x8))>>>(&count14, nullptr, +((count14 < 12) ? count14 : 56));
    return 0x0;
}
