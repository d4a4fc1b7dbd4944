// Exercises <device_launch_parameters.h>: threadIdx/blockIdx/blockDim/gridDim/warpSize built-ins.
#include <device_launch_parameters.h>

__global__ void describe(uint4 *out)
{
    unsigned tid = (blockIdx.z * gridDim.y + blockIdx.y) * gridDim.x + blockIdx.x;
    unsigned local = (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
    unsigned threads = blockDim.x * blockDim.y * blockDim.z;
    out[tid * threads + local] = make_uint4(tid, local, local / warpSize, gridDim.x * gridDim.y * gridDim.z);
}

int main()
{
    dim3 grid(2, 2, 1), block(8, 4, 2);
    const int total = 4 * 64;
    uint4 *d, h[total];
    cudaMalloc(&d, sizeof(h));
    describe<<<grid, block>>>(d);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return h[total - 1].x == 3 && h[total - 1].y == 63 && h[total - 1].z == 1 && h[0].w == 4 ? 0 : 1;
}
