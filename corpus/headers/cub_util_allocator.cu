// Exercises <cub/util_allocator.cuh>: cub::CachingDeviceAllocator reusing device blocks across kernel launches.
#include <cub/util_allocator.cuh>

__global__ void fill(int *v, int n, int x)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] = x;
}

int main()
{
    cub::CachingDeviceAllocator allocator(8, 3, 7, 64 * 1024 * 1024, false);
    int sum = 0;
    for (int round = 0; round < 4; ++round) {
        int *d = nullptr;
        const int n = 10000;
        if (allocator.DeviceAllocate(reinterpret_cast<void **>(&d), n * sizeof(int)) != cudaSuccess)
            return 2;
        fill<<<(n + 255) / 256, 256>>>(d, n, round);
        int last = -1;
        cudaMemcpy(&last, d + n - 1, sizeof(int), cudaMemcpyDeviceToHost);
        sum += last;
        allocator.DeviceFree(d);
    }
    allocator.FreeAllCached();
    return sum == 6 ? 0 : 1;
}
