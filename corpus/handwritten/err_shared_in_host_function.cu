#include "prelude.cuh"

// Mistake: a CPU reference implementation copied from the kernel still
// declares its scratch buffer __shared__.
extern "C" __device__ void __syncthreads(void);

__global__ void box_filter(const float *in, float *out, int n)
{
    __shared__ float tile[258];
    int i = blockIdx.x * 256 + threadIdx.x;
    tile[threadIdx.x + 1] = i < n ? in[i] : 0.0f;
    __syncthreads();
    if (i < n) out[i] = (tile[threadIdx.x] + tile[threadIdx.x + 1] + tile[threadIdx.x + 2]) / 3.0f;
}

void box_filter_reference(const float *in, float *out, int n)
{
    __shared__ float tile[258];
    for (int i = 0; i < 256 && i < n; ++i)
        tile[i + 1] = in[i];
    for (int i = 0; i < 256 && i < n; ++i)
        out[i] = (tile[i] + tile[i + 1] + tile[i + 2]) / 3.0f;
}

int main()
{
    box_filter<<<4, 256>>>(nullptr, nullptr, 1024);
    return 0;
}
