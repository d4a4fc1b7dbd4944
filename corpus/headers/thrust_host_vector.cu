// Exercises <thrust/host_vector.h>: thrust::host_vector as pinned-free staging memory for a kernel.
#include <thrust/host_vector.h>

__global__ void add_index(int *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] += i;
}

int main()
{
    thrust::host_vector<int> h(512);
    for (size_t i = 0; i < h.size(); ++i)
        h[i] = 100;
    int *d;
    cudaMalloc(&d, h.size() * sizeof(int));
    cudaMemcpy(d, h.data(), h.size() * sizeof(int), cudaMemcpyHostToDevice);
    add_index<<<2, 256>>>(d, static_cast<int>(h.size()));
    cudaMemcpy(thrust::raw_pointer_cast(h.data()), d, h.size() * sizeof(int), cudaMemcpyDeviceToHost);
    cudaFree(d);
    thrust::host_vector<double> converted(h.begin(), h.begin() + 4);
    h.erase(h.begin(), h.begin() + 500);
    return h.size() == 12 && h.back() == 611 && converted[3] == 103.0 ? 0 : 1;
}
