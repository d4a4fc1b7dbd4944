// Exercises <thrust/pair.h>: thrust::pair returned from device code and compared on the host.
#include <thrust/pair.h>

__device__ thrust::pair<float, int> best(const float *v, int n)
{
    thrust::pair<float, int> b(v[0], 0);
    for (int i = 1; i < n; ++i)
        if (v[i] > b.first)
            b = thrust::make_pair(v[i], i);
    return b;
}

__global__ void argmax_rows(const float *m, int cols, thrust::pair<float, int> *out)
{
    out[threadIdx.x] = best(m + threadIdx.x * cols, cols);
}

int main()
{
    const int rows = 4, cols = 16;
    float h[rows * cols];
    for (int i = 0; i < rows * cols; ++i)
        h[i] = static_cast<float>((i * 11) % 17);
    float *d;
    thrust::pair<float, int> *dp, out[rows];
    cudaMalloc(&d, sizeof(h));
    cudaMalloc(&dp, sizeof(out));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    argmax_rows<<<1, rows>>>(d, cols, dp);
    cudaMemcpy(out, dp, sizeof(out), cudaMemcpyDeviceToHost);
    cudaFree(d);
    cudaFree(dp);
    thrust::pair<int, int> a(1, 2), b(1, 3);
    return out[0].first == 16.0f && out[0].second == 3 && a < b ? 0 : 1;
}
