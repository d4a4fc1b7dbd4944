// Exercises <cuda_occupancy.h>: the header-only occupancy calculator (cudaOccMaxActiveBlocksPerMultiprocessor).
#include <cuda_occupancy.h>

__global__ void heavy_registers(float *v, int n)
{
    __shared__ float tile[1024];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    tile[threadIdx.x] = i < n ? v[i] : 0.0f;
    __syncthreads();
    if (i < n)
        v[i] = tile[blockDim.x - 1 - threadIdx.x];
}

int main()
{
    cudaDeviceProp prop;
    if (cudaGetDeviceProperties(&prop, 0) != cudaSuccess)
        return 2;
    cudaFuncAttributes attr;
    cudaFuncGetAttributes(&attr, heavy_registers);

    cudaOccDeviceProp occ_prop = prop;
    cudaOccFuncAttributes occ_attr = attr;
    cudaOccDeviceState state;
    cudaOccResult result;
    cudaOccError err = cudaOccMaxActiveBlocksPerMultiprocessor(&result, &occ_prop, &occ_attr, &state, 256, 0);

    int runtime_blocks = 0;
    cudaOccupancyMaxActiveBlocksPerMultiprocessor(&runtime_blocks, heavy_registers, 256, 0);
    float *d;
    cudaMalloc(&d, 4096 * sizeof(float));
    heavy_registers<<<16, 256>>>(d, 4096);
    cudaFree(d);
    return err == CUDA_OCC_SUCCESS && result.activeBlocksPerMultiprocessor == runtime_blocks ? 0 : 1;
}
