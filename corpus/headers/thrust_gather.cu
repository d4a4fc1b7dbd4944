// Exercises <thrust/gather.h>: thrust::gather and gather_if through an index map on the device.
#include <thrust/gather.h>
#include <thrust/execution_policy.h>

struct Odd {
    __host__ __device__ bool operator()(int s) const { return s % 2 == 1; }
};

int main()
{
    const int n = 8;
    float src[n] = {0, 10, 20, 30, 40, 50, 60, 70};
    int map[4] = {7, 2, 2, 0}, stencil[4] = {1, 0, 1, 1};
    float *ds, *dout;
    int *dm, *dst;
    cudaMalloc(&ds, sizeof(src));
    cudaMalloc(&dout, 2 * 4 * sizeof(float));
    cudaMalloc(&dm, sizeof(map));
    cudaMalloc(&dst, sizeof(stencil));
    cudaMemcpy(ds, src, sizeof(src), cudaMemcpyHostToDevice);
    cudaMemcpy(dm, map, sizeof(map), cudaMemcpyHostToDevice);
    cudaMemcpy(dst, stencil, sizeof(stencil), cudaMemcpyHostToDevice);
    cudaMemset(dout, 0, 8 * sizeof(float));
    thrust::gather(thrust::device, dm, dm + 4, ds, dout);
    thrust::gather_if(thrust::device, dm, dm + 4, dst, ds, dout + 4, Odd{});
    float out[8];
    cudaMemcpy(out, dout, sizeof(out), cudaMemcpyDeviceToHost);
    cudaFree(ds);
    cudaFree(dout);
    cudaFree(dm);
    cudaFree(dst);
    return out[0] == 70 && out[1] == 20 && out[4] == 70 && out[5] == 0 && out[7] == 0 ? 0 : 1;
}
