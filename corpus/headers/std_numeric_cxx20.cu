// Exercises <numeric> in C++20: std::midpoint for a device binary search and constexpr accumulate.
#include <numeric>

__global__ void bisect_sqrt(const float *x, float *root, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    float lo = 0.0f, hi = fmaxf(1.0f, x[i]);
    for (int k = 0; k < 40; ++k) {
        float mid = std::midpoint(lo, hi);
        (mid * mid < x[i] ? lo : hi) = mid;
    }
    root[i] = lo;
}

constexpr int kWeights[] = {1, 2, 3, 4};
constexpr int kTotal = std::accumulate(kWeights, kWeights + 4, 0);

int main()
{
    float h[kTotal], *d;
    for (int i = 0; i < kTotal; ++i)
        h[i] = static_cast<float>(i * i);
    cudaMalloc(&d, 2 * sizeof(h));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    bisect_sqrt<<<1, kTotal>>>(d, d + kTotal, kTotal);
    cudaMemcpy(h, d + kTotal, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return h[9] > 8.99f && h[9] < 9.01f && std::midpoint(2, 8) == 5 ? 0 : 1;
}
