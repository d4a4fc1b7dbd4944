// Exercises <cuda/std/functional>: cuda::std::plus/multiplies/invoke/function objects in a device reduction.
#include <cuda/std/functional>

template <typename T, typename Op>
__global__ void block_fold(const T *in, T *out, int n, T init, Op op)
{
    __shared__ T partial[256];
    T acc = init;
    for (int i = threadIdx.x; i < n; i += blockDim.x)
        acc = cuda::std::invoke(op, acc, in[i]);
    partial[threadIdx.x] = acc;
    __syncthreads();
    if (threadIdx.x == 0) {
        for (int i = 1; i < blockDim.x; ++i)
            partial[0] = op(partial[0], partial[i]);
        *out = partial[0];
    }
}

int main()
{
    const int n = 20;
    long long h[n], out[2];
    for (int i = 0; i < n; ++i)
        h[i] = i % 3 + 1;
    long long *d;
    cudaMalloc(&d, sizeof(h) + sizeof(out));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    block_fold<<<1, 256>>>(d, d + n, n, 0LL, cuda::std::plus<long long>{});
    block_fold<<<1, 256>>>(d, d + n + 1, n, 1LL, cuda::std::multiplies<>{});
    cudaMemcpy(out, d + n, sizeof(out), cudaMemcpyDeviceToHost);
    cudaFree(d);
    auto neg = cuda::std::not_fn(cuda::std::less<int>{});
    return out[0] == 39 && out[1] == 93312LL && neg(3, 2) ? 0 : 1;
}
