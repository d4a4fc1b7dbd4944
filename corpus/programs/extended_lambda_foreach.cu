// Extended __device__ lambdas passed to generic launch helpers (for_each_index, transform, reduce via atomics).
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t err = (call);                                                         \
        if (err != cudaSuccess) {                                                         \
            std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(err)); \
            std::exit(1);                                                                 \
        }                                                                                 \
    } while (0)

template <typename F>
__global__ void for_each_index_kernel(int n, F f)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        f(i);
}

template <typename F>
void for_each_index(int n, F f, cudaStream_t stream = 0)
{
    int block = 256;
    int grid = (n + block - 1) / block;
    if (grid > 1024)
        grid = 1024;
    for_each_index_kernel<<<grid, block, 0, stream>>>(n, f);
    CUDA_CHECK(cudaGetLastError());
}

template <typename In, typename Out, typename Op>
void transform(const In *in, Out *out, int n, Op op)
{
    for_each_index(n, [=] __device__(int i) { out[i] = op(in[i]); });
}

int main()
{
    const int n = 1 << 20;
    float *x, *y;
    int *count;
    CUDA_CHECK(cudaMalloc(&x, n * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&y, n * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&count, sizeof(int)));
    CUDA_CHECK(cudaMemset(count, 0, sizeof(int)));

    const float scale = 0.5f;
    for_each_index(n, [=] __device__(int i) { x[i] = static_cast<float>(i % 100) * scale; });
    transform(x, y, n, [] __device__(float v) { return v * v; });
    const float threshold = 100.0f;
    for_each_index(n, [=] __device__(int i) {
        if (y[i] > threshold)
            atomicAdd(count, 1);
    });

    std::vector<float> hy(n);
    int hcount = 0;
    CUDA_CHECK(cudaMemcpy(hy.data(), y, n * sizeof(float), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(&hcount, count, sizeof(int), cudaMemcpyDeviceToHost));

    int bad = 0, want_count = 0;
    for (int i = 0; i < n; ++i) {
        float v = (i % 100) * scale;
        bad += hy[i] != v * v;
        want_count += v * v > threshold;
    }
    std::printf("count above threshold: %d (want %d), mismatches %d\n", hcount, want_count, bad);
    CUDA_CHECK(cudaFree(x));
    CUDA_CHECK(cudaFree(y));
    CUDA_CHECK(cudaFree(count));
    bool ok = bad == 0 && hcount == want_count;
    std::printf("%s: extended_lambda_foreach\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
