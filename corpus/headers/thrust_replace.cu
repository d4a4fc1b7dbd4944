// Exercises <thrust/replace.h>: thrust::replace, replace_if and replace_copy on the device.
#include <thrust/replace.h>
#include <thrust/execution_policy.h>

struct IsNan {
    __host__ __device__ bool operator()(float x) const { return x != x; }
};

int main()
{
    const int n = 10;
    float h[n] = {1, -1, 0.0f / 0.0f, 4, -1, 6, 0.0f / 0.0f, 8, 9, -1};
    float *d;
    cudaMalloc(&d, 2 * sizeof(h));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    thrust::replace_if(thrust::device, d, d + n, IsNan{}, 0.0f);
    thrust::replace_copy(thrust::device, d, d + n, d + n, -1.0f, 100.0f);
    thrust::replace(thrust::device, d, d + n, -1.0f, 1.0f);
    float a[n], b[n];
    cudaMemcpy(a, d, sizeof(a), cudaMemcpyDeviceToHost);
    cudaMemcpy(b, d + n, sizeof(b), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return a[1] == 1.0f && a[2] == 0.0f && b[9] == 100.0f && b[6] == 0.0f ? 0 : 1;
}
