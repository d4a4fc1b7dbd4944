// Exercises <thrust/tuple.h>: thrust::tuple in device code, thrust::get, make_tuple and tie.
#include <thrust/tuple.h>

__device__ thrust::tuple<int, int> divmod(int a, int b)
{
    return thrust::make_tuple(a / b, a % b);
}

__global__ void split(const int *in, int *q, int *r, int n, int by)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        thrust::tie(q[i], r[i]) = divmod(in[i], by);
}

int main()
{
    const int n = 20;
    int h[n], q[n], r[n];
    for (int i = 0; i < n; ++i)
        h[i] = i * 13;
    int *d;
    cudaMalloc(&d, 3 * sizeof(h));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    split<<<1, n>>>(d, d + n, d + 2 * n, n, 7);
    cudaMemcpy(q, d + n, sizeof(q), cudaMemcpyDeviceToHost);
    cudaMemcpy(r, d + 2 * n, sizeof(r), cudaMemcpyDeviceToHost);
    cudaFree(d);
    thrust::tuple<int, float, char> t(1, 2.5f, 'x');
    return q[19] == 35 && r[19] == 2 && thrust::get<2>(t) == 'x' && thrust::tuple_size<decltype(t)>::value == 3 ? 0 : 1;
}
