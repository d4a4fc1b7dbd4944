// Exercises <map> in C++20: contains(), std::erase_if and heterogeneous lookup with std::less<>.
#include <map>

__global__ void occupancy(const int *cells, int n, int *count)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && cells[i] != 0)
        atomicAdd(count, 1);
}

int main()
{
    std::map<int, int, std::less<>> sizes{{64, 0}, {256, 0}, {1024, 0}, {4096, 0}};
    int *cells, *count;
    cudaMalloc(&cells, 4096 * sizeof(int));
    cudaMalloc(&count, sizeof(int));
    cudaMemset(cells, 1, 4096 * sizeof(int));
    for (auto &[n, occupied] : sizes) {
        cudaMemset(count, 0, sizeof(int));
        occupancy<<<(n + 255) / 256, 256>>>(cells, n, count);
        cudaMemcpy(&occupied, count, sizeof(int), cudaMemcpyDeviceToHost);
    }
    cudaFree(cells);
    cudaFree(count);
    auto erased = std::erase_if(sizes, [](const auto &kv) { return kv.first < 256; });
    return erased == 1 && sizes.contains(1024) && !sizes.contains(64) && sizes[4096] == 4096 ? 0 : 1;
}
