// cudagen 0.2 seed 423 valid headers
// features: kernel,maxnreg,restrict_params,launch,main,constexpr_var,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,macro_object,explicit_specialization,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>

#define NUM_ITERS_1 128
#define CHUNK_2 4
#define CHUNK_3 (5)
#define CAT_4(a, b) a##b
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
template <typename T, typename U> struct Pick6 { static constexpr int value = 1; };
template <> struct Pick6<float, double> { static constexpr int value = 4; };
template <typename T> __host__ __device__ int tag7(T) { return 0; }
template <> __host__ __device__ int tag7<float>(float) { return 1; }
template <> __host__ __device__ int tag7(double) { return 2; }
__host__ __device__ int specialized9(int x) {
    return x + Pick6<char, long>::value + Pick6<float, double>::value + tag7(1.0f) + tag7(x) + tag7(2.0);
}

__global__ void __maxnreg__(32) score10_kernel(int *__restrict__ buf11, int stride12)
{
    unsigned short r13 = stride12;
    (void)r13;
    constexpr int prod14 = 0x0;
    (void)prod14;
    long long f15 = fabsf(5.25f);
    (void)f15;
}

int main()
{
    int size16 = 3506;
    size16 = NUM_ITERS_1;
    expf(0x5 - size16);
    --size16;
    size16 = 1226;
    score10_kernel<<<8, 32>>>(nullptr, 0x1384LL + size16 + size16);
    return 0;
}
