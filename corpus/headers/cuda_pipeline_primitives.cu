// Exercises <cuda_pipeline_primitives.h>: __pipeline_memcpy_async/__pipeline_commit/__pipeline_wait_prior.
#include <cuda_pipeline_primitives.h>

__global__ void double_buffered(const int *in, int *out, int chunks)
{
    __shared__ int buf[2][128];
    int t = threadIdx.x;
    __pipeline_memcpy_async(&buf[0][t], &in[t], sizeof(int));
    __pipeline_commit();
    for (int c = 0; c < chunks; ++c) {
        if (c + 1 < chunks) {
            __pipeline_memcpy_async(&buf[(c + 1) & 1][t], &in[(c + 1) * blockDim.x + t], sizeof(int));
            __pipeline_commit();
            __pipeline_wait_prior(1);
        } else {
            __pipeline_wait_prior(0);
        }
        out[c * blockDim.x + t] = buf[c & 1][t] + c;
        __syncthreads();
    }
}

int main()
{
    const int chunks = 6, threads = 128, n = chunks * threads;
    int h[n];
    for (int i = 0; i < n; ++i)
        h[i] = i;
    int *d;
    cudaMalloc(&d, 2 * sizeof(h));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    double_buffered<<<1, threads>>>(d, d + n, chunks);
    cudaMemcpy(h, d + n, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return h[n - 1] == n - 1 + chunks - 1 ? 0 : 1;
}
