// cudagen 0.2 seed 537 valid headers
// features: kernel,launch,launch_shared_mem,builtin_vars,main,constexpr_var,ternary,comparison,incdec,address_of,lit_int_suffix,cast_static,macro_object,multiple_inheritance,virtual_inheritance,virtual_function,runtime_api
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <numeric>

#define WARPS_1 4
#define CHUNK_2 4
#define BLOCK_SIZE_3 4
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Root8 {
    int v = 8;
    __device__ virtual int get() const { return v; }
    __device__ virtual ~Root8() {}
};
struct Left9 : virtual Root8 {
    __device__ int get() const override { return v + 1; }
};
struct Right10 : virtual public Root8 {
    int r = 4;
};
struct Join11 : Left9, Right10 {};
__device__ int dispatch7(int x) {
    Join11 j;
    j.v = x;
    const Root8 &t = j;
    return t.get() + j.r;
}
__global__ void drift12_kernel(const int* coef13, int count14)
{
    unsigned int gid15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (void)gid15;
    ++count14;
    count14 = static_cast<int>(0L);
}
int main()
{
    int size16 = 2910;
    size16 = ((-size16) * 2lu) + (CHUNK_2 + size16);
    cudaStream_t stream17;
    cudaStreamCreate(&stream17);
    cudaStreamSynchronize(stream17);
    drift12_kernel<<<(size16 + 255) / 256, 64 * 2, 0>>>(&size16, ((size16 > size16) ? BLOCK_SIZE_3 : 1) + 24U);
    return 0;
}
