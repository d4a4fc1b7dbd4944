// Exercises <thrust/shuffle.h>: thrust::shuffle/shuffle_copy with a seeded thrust::default_random_engine.
#include <thrust/shuffle.h>
#include <thrust/execution_policy.h>

int main()
{
    const int n = 1000;
    int h[n];
    for (int i = 0; i < n; ++i)
        h[i] = i;
    int *d;
    cudaMalloc(&d, 2 * sizeof(h));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    thrust::default_random_engine rng(2024);
    thrust::shuffle(thrust::device, d, d + n, rng);
    thrust::shuffle_copy(thrust::device, d, d + n, d + n, rng);
    cudaMemcpy(h, d + n, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(d);
    long long sum = 0;
    int moved = 0;
    for (int i = 0; i < n; ++i) {
        sum += h[i];
        moved += h[i] != i;
    }
    return sum == 1LL * n * (n - 1) / 2 && moved > n / 2 ? 0 : 1;
}
