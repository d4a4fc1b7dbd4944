// Exercises <thrust/mr/pool.h>: thrust::mr::unsynchronized_pool_resource over a host upstream resource.
#include <thrust/mr/pool.h>
#include <thrust/mr/new.h>

__global__ void sum(const int *v, int n, int *out)
{
    for (int i = threadIdx.x; i < n; i += blockDim.x)
        atomicAdd(out, v[i]);
}

int main()
{
    thrust::mr::new_delete_resource upstream;
    thrust::mr::pool_options opts = thrust::mr::unsynchronized_pool_resource<thrust::mr::new_delete_resource>::get_default_options();
    opts.min_blocks_per_chunk = 4;
    thrust::mr::unsynchronized_pool_resource<thrust::mr::new_delete_resource> pool(&upstream, opts);
    const int n = 256;
    int *staging = static_cast<int *>(pool.do_allocate(n * sizeof(int), alignof(int)));
    for (int i = 0; i < n; ++i)
        staging[i] = 1;
    int *d, total = 0;
    cudaMalloc(&d, (n + 1) * sizeof(int));
    cudaMemcpy(d, staging, n * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemset(d + n, 0, sizeof(int));
    sum<<<1, 128>>>(d, n, d + n);
    cudaMemcpy(&total, d + n, sizeof(int), cudaMemcpyDeviceToHost);
    pool.do_deallocate(staging, n * sizeof(int), alignof(int));
    pool.release();
    cudaFree(d);
    return total == n ? 0 : 1;
}
