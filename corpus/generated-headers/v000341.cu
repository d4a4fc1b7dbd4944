// cudagen 0.2 seed 341 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_dim3,launch_shared_mem,main,shared_var,extern_shared,constexpr_var,local_array,namespace,nested_namespace,if,for,pragma_unroll,goto,comparison,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,lambda,macro_object,pp_ifdef,comments,extended_lambda
// nvcc: --extended-lambda -rdc=true
#include <cuda_runtime.h>
#include <numeric>
#include <cmath>
#include <cstdio>
#include <cuda_fp16.h>

#define NUM_ITERS_1 8
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 2
#else
#define TUNE_3 33
#endif
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

namespace impl5::sub6 {
__global__ void split7_kernel(int count8, int stride9)
{
    extern __shared__ char dyn_10[];
    stride9 = stride9 % (TUNE_3 - count8);
    for (int n11 = 0; n11 < 0x8; ++n11) {
        for (int it12 = stride9; it12 > 0x0; --it12) {
            for (int it13 = 0x0, j14 = 0xB; it13 < j14; (++it13, (--j14))) {
                stride9 = (float)(24.5F / count8);
                dyn_10[0] = count8;
            }
        }
    }
}
} // namespace impl5::sub6
// Computes one element per thread.

template <typename T, int N = 3>
__global__ void sweep15(T* data16)
{
    (*data16) = (8 + (data16[5] - 55));
    int w17 = N - ((long)data16[0x4]);
    T* r18 = nullptr;
    (*r18) = N / (data16[2] * sizeof(T) * (56 % w17));
}

template <typename T, int N = 6>
__global__ void sweep19(T* acc20, int* out21)
{
    extern __shared__ int dyn_22[];
    #pragma unroll 2
    for (int j23 = 0; j23 < 0x5; ++j23) {
        int hi24 = (45 - dyn_22[j23]) + j23;
        (void)hi24;
        unsigned int val25 = ((0x128ful + j23) - (2 * j23)) % ((long)31);
        (void)val25;
    }
}
// Computes one element per thread.

__global__ void __launch_bounds__((NUM_ITERS_1 + 56), 3) relax26(unsigned int cfg27)
{
    float acc28[3] = {8.375F};
    if (acc28[1] < cfg27) {
        goto skip29;
    }
    cfg27 = 63;
    if (cfg27 == cfg27) {
        return;
    }
skip29:;
}

int main()
{
    int size30 = 3161;
    size30 = size30;
    auto lam31 = [size30] __host__ __device__ (int v) { return v * 8 + size30; };
    applyEach4<<<1, 32>>>(lam31, nullptr, size30);
    int base32 = lam31(size30);
    size30 = (NUM_ITERS_1 - base32) - (((int)size30) * 0x9);
    impl5::sub6::split7_kernel<<<dim3(sizeof(float), NUM_ITERS_1 + NUM_ITERS_1, (size30 + 0x3f) / 0x40), dim3(sizeof(float) * (TUNE_3 + 0x2)), TUNE_3 + (TUNE_3 + (TUNE_3 + (TUNE_3 + (TUNE_3 + 0x3F6))))>>>((base32 += TUNE_3, 0), base32);
    sweep15<float, 1><<<sizeof(int) * (NUM_ITERS_1 + 8), 128>>>((float*)nullptr);
    sweep19<float, (TUNE_3 + (TUNE_3 + TUNE_3))><<<4 * (TUNE_3 + 14), 0x80, 0>>>((float*)nullptr, nullptr);
    return 0;
}
