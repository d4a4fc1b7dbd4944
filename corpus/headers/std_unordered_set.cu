// Exercises <unordered_set>: host-side membership tests over kernel output.
#include <unordered_set>

__global__ void collatz_steps(int *steps, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    long long v = i + 1;
    int s = 0;
    while (v != 1) {
        v = (v & 1) ? 3 * v + 1 : v / 2;
        ++s;
    }
    steps[i] = s;
}

std::size_t distinct_step_counts(int n)
{
    int *d;
    cudaMalloc(&d, n * sizeof(int));
    collatz_steps<<<(n + 63) / 64, 64>>>(d, n);
    int *h = new int[n];
    cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
    cudaFree(d);
    std::unordered_set<int> seen;
    std::unordered_multiset<int> all;
    for (int i = 0; i < n; ++i) {
        seen.insert(h[i]);
        all.insert(h[i]);
    }
    delete[] h;
    return seen.size() + all.count(0);
}
