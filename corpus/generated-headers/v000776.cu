// cudagen 0.2 seed 776 valid headers
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,builtin_vars,main,shared_var,extern_shared,local_array,if,compound_assign,shift,lit_int_octal,lit_int_binary,lit_float,lit_nullptr,cast_c,sizeof,macro_paste,macro_statement,hdr_cuda_fp16
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <numeric>
#include <cooperative_groups.h>
#include <cuda_fp16.h>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
__device__ float halfMix4(float x) {
    __half a = __float2half(x);
    __half b = __float2half(6.5f);
    __half s = __hadd(a, b);
    __half p = a * b;
    return __half2float(s) + __half2float(p);
}

__global__ void __maxnreg__(128) stencil5_kernel(const int *__restrict__ src6, const short *src7, double *acc8) {
    extern __shared__ long dyn_9[];
    int gid10 = threadIdx.x;
    (void)gid10;
    double cnt11[sizeof(unsigned int) * 2] = {};
    (void)cnt11;
    if (acc8 != nullptr)
        return;
}

int main() {
    int size12 = 736;
    size12 <<= 5;
    size12 -= 14;
    size12 *= (float)((CAT_2(size, 12)) * (20.625f - size12));
    size12 = size12;
    stencil5_kernel<<<dim3(1, (16), 4), sizeof(int) * 040>>>(nullptr, nullptr, nullptr);
    return 0b0;
}
