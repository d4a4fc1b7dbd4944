// Exercises <cuda/stream_ref>: cuda::stream_ref wrapping cudaStream_t for launches, ready() and wait().
#include <cuda/stream_ref>

__global__ void fill(float *v, int n, float x)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] = x;
}

void launch_fill(cuda::stream_ref stream, float *v, int n, float x)
{
    fill<<<(n + 255) / 256, 256, 0, stream.get()>>>(v, n, x);
}

int main()
{
    cudaStream_t raw;
    cudaStreamCreate(&raw);
    cuda::stream_ref stream(raw);
    const int n = 1 << 14;
    float *d, last = 0.0f;
    cudaMalloc(&d, n * sizeof(float));
    launch_fill(stream, d, n, 7.0f);
    stream.wait();
    bool idle = stream.ready();
    cudaMemcpyAsync(&last, d + n - 1, sizeof(float), cudaMemcpyDeviceToHost, stream.get());
    stream.wait();
    cuda::stream_ref other(raw);
    bool same = other == stream;
    cudaFree(d);
    cudaStreamDestroy(raw);
    return last == 7.0f && idle && same ? 0 : 1;
}
