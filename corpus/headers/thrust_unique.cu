// Exercises <thrust/unique.h>: thrust::unique, unique_copy and unique_by_key.
#include <thrust/unique.h>
#include <thrust/execution_policy.h>

int main()
{
    const int n = 12;
    int keys[n] = {1, 1, 2, 2, 2, 3, 1, 1, 5, 5, 5, 5};
    float vals[n];
    for (int i = 0; i < n; ++i)
        vals[i] = static_cast<float>(i);
    int *dk, *dcopy;
    float *dv;
    cudaMalloc(&dk, sizeof(keys));
    cudaMalloc(&dcopy, sizeof(keys));
    cudaMalloc(&dv, sizeof(vals));
    cudaMemcpy(dk, keys, sizeof(keys), cudaMemcpyHostToDevice);
    cudaMemcpy(dv, vals, sizeof(vals), cudaMemcpyHostToDevice);
    int *copy_end = thrust::unique_copy(thrust::device, dk, dk + n, dcopy);
    auto ends = thrust::unique_by_key(thrust::device, dk, dk + n, dv);
    int unique_keys = static_cast<int>(ends.first - dk);
    float first_vals[5];
    cudaMemcpy(first_vals, dv, sizeof(first_vals), cudaMemcpyDeviceToHost);
    int host[n] = {4, 4, 4, 9};
    int *host_end = thrust::unique(host, host + 4);
    long copied = copy_end - dcopy;
    cudaFree(dk);
    cudaFree(dcopy);
    cudaFree(dv);
    return unique_keys == 5 && copied == 5 && first_vals[3] == 6.0f && host_end - host == 2 ? 0 : 1;
}
