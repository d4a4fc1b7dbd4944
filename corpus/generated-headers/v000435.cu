// cudagen 0.2 seed 435 valid headers
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,builtin_vars,grid_stride_loop,main,device_array,shared_var,local_array,if,for,pragma_unroll,goto,ternary,bitwise,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_static,lambda,multiple_inheritance,extended_lambda,runtime_api
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <algorithm>
#include <cstdio>
#include <tuple>
#include <cooperative_groups.h>
#include <cuda/std/array>
#include <cuda/std/functional>

template <typename F>
__global__ void applyEach1(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
__device__ float d_combine2[16] = {9.5f, -11.25f, 03552, 9.625F};
struct Part4 {
    int m0;
    __device__ int get0() const { return m0 * 5; }
};
struct Part5 {
    int m1;
    __device__ int get1() const { return m1 * 1; }
};
struct Part6 {
    int m2;
    __device__ int get2() const { return m2 * 3; }
};
struct Combo3 : Part4, Part5, Part6 {
    int own;
    __device__ int sum() const { return get0() + get1() + get2() + own; }
};
__device__ int mix7(int x) {
    Combo3 d{};
    d.m0 = x + 0;
    d.m1 = x + 1;
    d.m2 = x + 2;
    d.own = x;
    return d.sum();
}

__global__ void __maxnreg__(64) sweep8(int n9, int *buf10, float *__restrict__ acc11, int count12) {
    unsigned int gid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid13 >= n9) {
        return;
    }
    d_combine2[n9 & 0xf] = 13.5f;
    double base14[6] = {static_cast<double>(11), 2.0, .5f, 48};
    (void)base14;
    if ((count12) == threadIdx.y) {
        goto done20;
    }
    for (int i15 = 0x0; i15 < 2; i15++) {
        #pragma unroll 4
        for (int n16 = 0x0; n16 < 0x5; ++n16) {
            #pragma unroll 4
            for (int j17 = (blockIdx.x * blockDim.x) + threadIdx.x; j17 < 3; j17 += blockDim.x * gridDim.x) {
                __shared__ long sh_18[8];
                (void)sh_18;
                double t19{38ll};
                (void)t19;
            }
        }
    }
done20:;
}

int main() {
    int n21 = 0x816;
    if (n21 < n21) {
        return 43;
    }
    cudaStream_t stream22;
    cudaStreamCreate(&stream22);
    cudaStreamSynchronize(stream22);
    int lim23 = (n21 / (n21 - 45)) + n21;
    short h24{63lu};
    auto lam25 = [lim23] __host__ __device__ (int v) { return v * 4 + lim23; };
    applyEach1<<<1, 32>>>(lam25, nullptr, lim23);
    int off26 = lam25(lim23);
    dim3 lim27 = dim3((off26 + 63) / 64, (off26 + 0x1F) / 0x20);
    sweep8<<<lim27, 128>>>(h24, &off26, nullptr, (off26 > n21) ? (n21 + 26l) : (1408 - off26));
    return 0;
}
