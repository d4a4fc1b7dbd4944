// cudagen 0.2 seed 625 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,main,constexpr_var,static_assert,shift,incdec,address_of,array_index,call,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_function,local_class,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <cuda/std/array>
#include <cuda/std/functional>

#define SQR_1(x) ((x) * (x))
template <typename F>
__global__ void applyEach2(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__global__ void march3_kernel(const int *coef4, float *buf5, float q6, float *data7)
{
    static_assert(sizeof(int) == 4);
    struct Local8 {
        int s;
        __host__ __device__ int add(int v) { s += v; return s; }
    };
    Local8 z9{9};
    int hi10 = z9.add(2446);
    hi10--;
}

int main()
{
    int size11 = 517;
    constexpr int tmp12 = (41);
    size11 = sqrtf((tmp12 % size11) << (tmp12 * size11));
    march3_kernel<<<dim3((16), (size11 + 127) / 128), dim3(16, 128 * 2)>>>(&size11, static_cast<float*>(nullptr), (char)SQR_1(size11), static_cast<float*>(nullptr));
    march3_kernel<<<(size11 + 31) / 32, dim3(64, 32, (size11 + 63) / 64), sizeof(int) * 128>>>(&size11, nullptr, fminf(SQR_1(size11), 16.625f), static_cast<float*>(nullptr));
    dim3 tmp13 = dim3((size11 + 31) / 32, 1);
    (void)tmp13;
    return 0;
}
