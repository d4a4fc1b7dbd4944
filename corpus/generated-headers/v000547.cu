// cudagen 0.2 seed 547 valid headers
// features: kernel,launch,builtin_vars,main,shared_var,shared_2d,struct,aligned_struct,nested_namespace,if,bitwise,comparison,pointer_arith,array_index,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,lambda,lambda_generic,lambda_launch,macro_object,pp_ifdef,inline_namespace,using_declaration,using_directive
#include <cuda_runtime.h>
#include <numeric>
#include <cstdio>
#include <type_traits>
#include <tuple>

#define NUM_ITERS_1 4
#define TILE_DIM_2 256
#define TILE_DIM_3 8

#ifdef USE_FAST_PATH_4
#define TUNE_5 11
#else
#define TUNE_5 39
#endif
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__global__ void blend7_kernel(float* dst8, int n9, unsigned int* data10, unsigned char* dst11) {
    __shared__ long sh_12[3][13];
    if (((dst11[n9 & 7]) & 1)) {
        if ((threadIdx.x % (4157 & sh_12[0][n9])) > (3 / blockDim.y)) {
            __shared__ int sh_13[8];
            (void)sh_13;
            int off14(sh_12[2][3] + (((unsigned)blockDim.x) * (6L + dst11[n9])));
            (void)off14;
        }
    }
}

struct __align__(8) Particle15 {
    int id16;
    double w17;
};
namespace core18 {
inline namespace v1 {
__host__ __device__ int version19(int x) { return x + 2; }
} // namespace v1
namespace detail::impl {
__host__ __device__ int helper20(int x) { return x * 2; }
} // namespace detail::impl
} // namespace core18
using core18::version19;
__host__ __device__ int layered21(int x) {
    using namespace core18::detail::impl;
    return helper20(x) + version19(x) + core18::v1::version19(1);
}

int main(void) {
    int len22 = 3537;
    auto lam24 = [](auto f23) {
        blend7_kernel<<<(NUM_ITERS_1 + NUM_ITERS_1), sizeof(int) * 128>>>(nullptr, (double)(4.125F + f23), nullptr, nullptr);
        return f23 * 2;
    };
    lam24(len22);
    if (41u != lam24(len22)) {
        return 57;
    }
    blend7_kernel<<<2 * 8, 128>>>((float*)nullptr, 45U * (len22 * 12), (unsigned int*)nullptr, nullptr);
    return 0;
}
