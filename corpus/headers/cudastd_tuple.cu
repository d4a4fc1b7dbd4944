// Exercises <cuda/std/tuple>: cuda::std::tuple returned from device functions and unpacked with structured bindings.
#include <cuda/std/tuple>

__device__ cuda::std::tuple<float, float, int> stats(const float *v, int n)
{
    float lo = v[0], hi = v[0];
    int neg = 0;
    for (int i = 0; i < n; ++i) {
        lo = fminf(lo, v[i]);
        hi = fmaxf(hi, v[i]);
        neg += v[i] < 0.0f;
    }
    return cuda::std::make_tuple(lo, hi, neg);
}

__global__ void row_stats(const float *m, int cols, float *lo, float *hi, int *neg)
{
    auto [l, h, k] = stats(m + threadIdx.x * cols, cols);
    lo[threadIdx.x] = l;
    hi[threadIdx.x] = h;
    neg[threadIdx.x] = k + cuda::std::get<2>(cuda::std::tuple_cat(cuda::std::tie(l), cuda::std::make_tuple(0, 0)));
}

int main()
{
    const int rows = 4, cols = 8;
    float m[rows * cols];
    for (int i = 0; i < rows * cols; ++i)
        m[i] = (i % 5) - 2.0f;
    float *d, lo[rows], hi[rows];
    int *dn, neg[rows];
    cudaMalloc(&d, sizeof(m) + sizeof(lo) + sizeof(hi));
    cudaMalloc(&dn, sizeof(neg));
    cudaMemcpy(d, m, sizeof(m), cudaMemcpyHostToDevice);
    row_stats<<<1, rows>>>(d, cols, d + rows * cols, d + rows * cols + rows, dn);
    cudaMemcpy(lo, d + rows * cols, sizeof(lo), cudaMemcpyDeviceToHost);
    cudaMemcpy(hi, d + rows * cols + rows, sizeof(hi), cudaMemcpyDeviceToHost);
    cudaMemcpy(neg, dn, sizeof(neg), cudaMemcpyDeviceToHost);
    cudaFree(d);
    cudaFree(dn);
    static_assert(cuda::std::tuple_size<cuda::std::tuple<int, char>>::value == 2, "");
    return lo[0] == -2.0f && hi[0] == 2.0f && neg[0] == 4 ? 0 : 1;
}
