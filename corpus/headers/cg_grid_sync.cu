// Exercises <cooperative_groups.h>: grid_group::sync() in a kernel launched with cudaLaunchCooperativeKernel.
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

__global__ void two_phase(int *data, int *partials, int n)
{
    cg::grid_group grid = cg::this_grid();
    int sum = 0;
    for (int i = grid.thread_rank(); i < n; i += grid.size())
        sum += data[i];
    atomicAdd(&partials[0], sum);
    grid.sync();
    int total = partials[0];
    for (int i = grid.thread_rank(); i < n; i += grid.size())
        data[i] = total;
}

int main()
{
    int supports = 0;
    cudaDeviceGetAttribute(&supports, cudaDevAttrCooperativeLaunch, 0);
    if (!supports)
        return 2;
    const int n = 4096;
    int *d, *p;
    cudaMalloc(&d, n * sizeof(int));
    cudaMalloc(&p, sizeof(int));
    cudaMemset(d, 0, n * sizeof(int));
    cudaMemset(p, 0, sizeof(int));
    int blocks_per_sm = 0, sms = 0;
    cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks_per_sm, two_phase, 128, 0);
    cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0);
    int count = n;
    void *args[] = {&d, &p, &count};
    cudaError_t e = cudaLaunchCooperativeKernel((void *)two_phase, dim3(blocks_per_sm * sms), dim3(128), args, 0, 0);
    int last = -1;
    cudaMemcpy(&last, d + n - 1, sizeof(int), cudaMemcpyDeviceToHost);
    cudaFree(d);
    cudaFree(p);
    return e == cudaSuccess && last == 0 ? 0 : 1;
}
