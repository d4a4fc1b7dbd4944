// Exercises <numeric>: iota/accumulate/inner_product/gcd checking a device dot product.
#include <numeric>

__global__ void dot_partial(const float *a, const float *b, float *out, int n)
{
    __shared__ float cache[256];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    cache[threadIdx.x] = i < n ? a[i] * b[i] : 0.0f;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s)
            cache[threadIdx.x] += cache[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        out[blockIdx.x] = cache[0];
}

bool check_dot(int n)
{
    float *a = new float[n], *b = new float[n];
    std::iota(a, a + n, 1.0f);
    for (int i = 0; i < n; ++i)
        b[i] = 0.5f;
    int blocks = (n + 255) / 256;
    float *da, *db, *dp;
    cudaMalloc(&da, n * sizeof(float));
    cudaMalloc(&db, n * sizeof(float));
    cudaMalloc(&dp, blocks * sizeof(float));
    cudaMemcpy(da, a, n * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(db, b, n * sizeof(float), cudaMemcpyHostToDevice);
    dot_partial<<<blocks, 256>>>(da, db, dp, n);
    float *partial = new float[blocks];
    cudaMemcpy(partial, dp, blocks * sizeof(float), cudaMemcpyDeviceToHost);
    cudaFree(da);
    cudaFree(db);
    cudaFree(dp);

    float gpu = std::accumulate(partial, partial + blocks, 0.0f);
    float cpu = std::inner_product(a, a + n, b, 0.0f);
    float *prefix = new float[n];
    std::partial_sum(a, a + n, prefix);
    float last = prefix[n - 1];
    delete[] a;
    delete[] b;
    delete[] partial;
    delete[] prefix;
    return std::gcd(12, 18) == 6 && std::lcm(4, 6) == 12 && gpu == cpu && last == 2 * cpu;
}
