// Exercises <cooperative_groups.h> on sm_90: thread block clusters and distributed shared memory (map_shared_rank).
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

__global__ void __cluster_dims__(2, 1, 1) cluster_exchange(int *out)
{
    __shared__ int value;
    cg::cluster_group cluster = cg::this_cluster();
    unsigned rank = cluster.block_rank();
    if (threadIdx.x == 0)
        value = static_cast<int>(rank) + 100;
    cluster.sync();
    int *peer = cluster.map_shared_rank(&value, (rank + 1) % cluster.num_blocks());
    if (threadIdx.x == 0)
        out[blockIdx.x] = *peer;
    cluster.sync();
}

int main()
{
    int *d, h[4];
    cudaMalloc(&d, sizeof(h));
    cluster_exchange<<<4, 32>>>(d);
    cudaError_t e = cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return e == cudaSuccess && h[0] == 101 && h[1] == 100 ? 0 : 1;
}
