// Exercises <algorithm>: sorting, searching and min/max over data produced on the device.
#include <algorithm>

__global__ void pseudo_random(unsigned *out, int n, unsigned seed)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        unsigned x = seed ^ (i * 747796405u + 2891336453u);
        x ^= x >> 13;
        x *= 0x5bd1e995u;
        out[i] = x ^ (x >> 15);
    }
}

__host__ __device__ inline unsigned clamp_to(unsigned v, unsigned hi)
{
    return std::min(v, hi);
}

int main()
{
    const int n = 1000;
    unsigned *d, h[n];
    cudaMalloc(&d, sizeof(h));
    pseudo_random<<<(n + 255) / 256, 256>>>(d, n, 42u);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(d);

    std::sort(h, h + n);
    bool sorted = std::is_sorted(h, h + n);
    auto [lo, hi] = std::minmax_element(h, h + n);
    auto pos = std::lower_bound(h, h + n, *lo + (*hi - *lo) / 2);
    std::reverse(h, h + n);
    unsigned top = clamp_to(h[0], 1000u);
    return sorted && pos != h + n && top <= 1000u ? 0 : 1;
}
