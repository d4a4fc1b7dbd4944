#include "prelude.cuh"

// Thread-block clusters (sm_90+): compile-time cluster shape via __cluster_dims__,
// and the three-argument __launch_bounds__ form (max blocks per cluster).
__global__ void __cluster_dims__(2, 1, 1) pair_sum(const float *in, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = in[i] + in[n - 1 - i];
}

__global__ void __cluster_dims__(2, 2) tile_scale(float *m, int ld, float s)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    m[y * ld + x] *= s;
}

__global__ void __launch_bounds__(256, 1, 4) bounded(int *v)
{
    v[blockIdx.x * 256 + threadIdx.x] += 1;
}

int main()
{
    pair_sum<<<8, 128>>>(nullptr, nullptr, 1024);
    tile_scale<<<dim3(4, 4), dim3(16, 16)>>>(nullptr, 64, 2.0f);
    bounded<<<4, 256>>>(nullptr);
    return 0;
}
