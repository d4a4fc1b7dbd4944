// Exercises <cuda/std/optional>: cuda::std::optional returned from a device search function.
#include <cuda/std/optional>

__device__ cuda::std::optional<int> find_first(const int *v, int n, int key)
{
    for (int i = 0; i < n; ++i)
        if (v[i] == key)
            return i;
    return cuda::std::nullopt;
}

__global__ void lookup(const int *haystack, int n, const int *keys, int *pos, int k)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < k)
        pos[i] = find_first(haystack, n, keys[i]).value_or(-1);
}

int main()
{
    const int n = 50, k = 4;
    int hay[n], keys[k] = {0, 7, 49, 100}, pos[k];
    for (int i = 0; i < n; ++i)
        hay[i] = (i * 7) % n;
    int *d;
    cudaMalloc(&d, sizeof(hay) + sizeof(keys) + sizeof(pos));
    cudaMemcpy(d, hay, sizeof(hay), cudaMemcpyHostToDevice);
    cudaMemcpy(d + n, keys, sizeof(keys), cudaMemcpyHostToDevice);
    lookup<<<1, k>>>(d, n, d + n, d + n + k, k);
    cudaMemcpy(pos, d + n + k, sizeof(pos), cudaMemcpyDeviceToHost);
    cudaFree(d);
    cuda::std::optional<float> o;
    o.emplace(2.5f);
    return pos[0] == 0 && pos[1] == 1 && pos[3] == -1 && o.has_value() && *o == 2.5f ? 0 : 1;
}
