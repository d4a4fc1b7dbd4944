// cudagen 0.2 seed 560 valid headers
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,main,shared_var,extern_shared,constexpr_var,nested_namespace,if,for,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_binary,lit_char,lit_string,lit_raw_string,lit_nullptr,cast_functional,cast_static,sizeof,lambda,lambda_launch,macro_object,pp_ifdef,pp_if,pp_undef,comments,local_class,variable_template,inline_namespace,using_directive,exceptions
#include <cuda_runtime.h>
#include <numeric>
#include <cmath>
#include <cstdio>

#define NUM_ITERS_1 5
#define CHUNK_2 64
#define NUM_ITERS_3 8

#ifdef USE_FAST_PATH_4
#define TUNE_5 7
#else
#define TUNE_5 46
#endif
#if (NUM_ITERS_1 * 2) >= 14 && NUM_ITERS_1 != 0
#define CONFIG_6 5
#elif NUM_ITERS_1 < 0
#error unreachable configuration
#else
#define CONFIG_6 28
#endif
#undef NUM_ITERS_1
#define NUM_ITERS_1 24
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
template <typename T> constexpr T kScale9 = T(7);
template <typename T> constexpr int kSize10 = static_cast<int>(sizeof(T)) * 1;
__device__ int aliased8(int x) {
    return x + kSize10<double> + static_cast<int>(kScale9<float>);
}
namespace core11 {
inline namespace v1 {
int version12(int x) { return x + 9; }
} // namespace v1
namespace detail::impl {
int helper13(int x) { return x * 5; }
} // namespace detail::impl
} // namespace core11
int layered14(int x) {
    using namespace core11::detail::impl;
    return helper13(x) + core11::version12(x) + core11::v1::version12(1);
}
// Helper used by the kernels below.

__host__ __device__ int fold15(const int *src16)
{
    for (int j17 = 0, j18 = 9; j17 < j18; (++j17, (--j18))) {
        for (int n19 = 0b0; n19 < 12; n19++) {
            long lim20 = float(j17);
            (void)lim20;
        }
        for (int i21 = j17; i21 > 0; --i21) {
            unsigned int off22(j18);
            (++off22, (off22 = j17));
        }
    }
    return 1431;
}

__global__ void __launch_bounds__(NUM_ITERS_1 + NUM_ITERS_3) score23_kernel(const int *coef24, int *__restrict__ data25, int lane26, int *out27)
{
    extern __shared__ float dyn_28[];
    int i29 = threadIdx.x;
    (void)i29;
    if (gridDim.z > dyn_28[threadIdx.y]) {
        return;
    }
    int m30 = '0';
    struct Local31 {
        int s;
        __host__ __device__ int add(int v) { s += v; return s; }
    };
    Local31 tmp32{8};
    int u33 = tmp32.add(0b11001);
    if (warpSize >= threadIdx.x) {
        return;
    }
    (--m30, (u33 = (data25[warpSize] += '0', (*out27))));
}

int main()
{
    int n34 = 2660;
    auto step37 = [](unsigned int diff35, int v36) -> double {
        score23_kernel<<<1 << kSize10<char>, 1 << 8, sizeof(double) * 32, 0>>>(&v36, &v36, 55, &v36);
        return static_cast<int>(kSize10<char>);
    };
    step37(n34, NUM_ITERS_3);
    try {
        for (int i38 = 12; i38 > 0; --i38) {
            struct Local39 {
                int s;
                int add(int v) { s += v; return s; }
            };
            Local39 q40{6};
            int h41 = q40.add(i38);
            score23_kernel<<<dim3(1 << (NUM_ITERS_3 + kSize10<char>), (i38 + 255) / 256), kSize10<int> + 508, sizeof(float) * 32, nullptr>>>(&h41, &n34, (n34), nullptr);
            const char *flag42 = R"xy(a "quoted" )word)xy";
            (void)flag42;
        }
        if (n34 > 25) {
            throw 25;
        }
    } catch (...) {
    }
    return 0;
}
