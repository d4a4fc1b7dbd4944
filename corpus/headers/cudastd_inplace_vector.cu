// Exercises <cuda/std/inplace_vector>: a fixed-capacity vector collecting per-thread neighbours on the device.
#include <cuda/std/inplace_vector>

__global__ void neighbours(const float *x, int n, float radius, int *counts, int *first)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    cuda::std::inplace_vector<int, 8> found;
    for (int j = 0; j < n && found.size() < found.capacity(); ++j)
        if (j != i && fabsf(x[j] - x[i]) <= radius)
            found.push_back(j);
    counts[i] = static_cast<int>(found.size());
    first[i] = found.empty() ? -1 : found.front();
}

int main()
{
    const int n = 32;
    float x[n];
    for (int i = 0; i < n; ++i)
        x[i] = static_cast<float>(i);
    float *dx;
    int *dc, counts[n], first[n];
    cudaMalloc(&dx, sizeof(x));
    cudaMalloc(&dc, 2 * sizeof(counts));
    cudaMemcpy(dx, x, sizeof(x), cudaMemcpyHostToDevice);
    neighbours<<<1, n>>>(dx, n, 2.0f, dc, dc + n);
    cudaMemcpy(counts, dc, sizeof(counts), cudaMemcpyDeviceToHost);
    cudaMemcpy(first, dc + n, sizeof(first), cudaMemcpyDeviceToHost);
    cudaFree(dx);
    cudaFree(dc);
    cuda::std::inplace_vector<int, 4> host_side{1, 2, 3};
    return counts[0] == 2 && counts[10] == 4 && first[10] == 8 && host_side.back() == 3 ? 0 : 1;
}
