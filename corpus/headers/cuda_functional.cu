// Exercises <cuda/functional>: cuda::maximum/cuda::minimum and cuda::proclaim_return_type.
#include <cuda/functional>

template <typename T, typename Op>
__global__ void fold(const T *v, int n, T init, Op op, T *out)
{
    if (threadIdx.x == 0) {
        T acc = init;
        for (int i = 0; i < n; ++i)
            acc = op(acc, v[i]);
        *out = acc;
    }
}

struct Scale {
    float f;
    __device__ float operator()(float x) const { return x * f; }
};

template <typename F>
__global__ void map(float *v, int n, F f)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] = f(v[i]);
}

int main()
{
    const int n = 16;
    int h[n];
    for (int i = 0; i < n; ++i)
        h[i] = (i * 5) % 17 - 8;
    int *d, out[2];
    cudaMalloc(&d, sizeof(h) + sizeof(out));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    fold<<<1, 32>>>(d, n, -1000, cuda::maximum<int>{}, d + n);
    fold<<<1, 32>>>(d, n, 1000, cuda::minimum<>{}, d + n + 1);
    cudaMemcpy(out, d + n, sizeof(out), cudaMemcpyDeviceToHost);
    float *df;
    cudaMalloc(&df, n * sizeof(float));
    cudaMemset(df, 0, n * sizeof(float));
    map<<<1, n>>>(df, n, cuda::proclaim_return_type<float>(Scale{2.0f}));
    cudaFree(d);
    cudaFree(df);
    return out[0] == 8 && out[1] == -8 ? 0 : 1;
}
