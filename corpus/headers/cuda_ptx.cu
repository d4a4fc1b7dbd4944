// Exercises <cuda/ptx>: cuda::ptx special-register reads, mbarrier init/arrive/try_wait and fences on sm_90.
#include <cuda/ptx>

__global__ void ptx_demo(unsigned *lanes, unsigned *cluster_ids, int *flags)
{
    __shared__ uint64_t bar;
    if (threadIdx.x == 0)
        cuda::ptx::mbarrier_init(&bar, blockDim.x);
    __syncthreads();
    lanes[blockIdx.x * blockDim.x + threadIdx.x] = cuda::ptx::get_sreg_laneid();
    if (threadIdx.x == 0)
        cluster_ids[blockIdx.x] = cuda::ptx::get_sreg_clusterid_x();
    uint64_t token = cuda::ptx::mbarrier_arrive(&bar);
    while (!cuda::ptx::mbarrier_try_wait(&bar, token)) {
    }
    cuda::ptx::fence(cuda::ptx::sem_acq_rel, cuda::ptx::scope_cta);
    if (threadIdx.x == 0)
        flags[blockIdx.x] = 1;
}

int main()
{
    const int blocks = 2, threads = 64;
    unsigned *dl, *dc, lanes[blocks * threads];
    int *df, flags[blocks];
    cudaMalloc(&dl, sizeof(lanes));
    cudaMalloc(&dc, blocks * sizeof(unsigned));
    cudaMalloc(&df, sizeof(flags));
    ptx_demo<<<blocks, threads>>>(dl, dc, df);
    cudaMemcpy(lanes, dl, sizeof(lanes), cudaMemcpyDeviceToHost);
    cudaMemcpy(flags, df, sizeof(flags), cudaMemcpyDeviceToHost);
    cudaFree(dl);
    cudaFree(dc);
    cudaFree(df);
    return lanes[33] == 1 && flags[1] == 1 ? 0 : 1;
}
