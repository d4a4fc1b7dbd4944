// Exercises <thrust/reduce.h>: thrust::reduce with init/operator and reduce_by_key on device pointers.
#include <thrust/reduce.h>
#include <thrust/execution_policy.h>

struct MaxOp {
    __host__ __device__ int operator()(int a, int b) const { return a > b ? a : b; }
};

int main()
{
    const int n = 1000;
    int keys[n], vals[n];
    for (int i = 0; i < n; ++i) {
        keys[i] = i / 100;
        vals[i] = i % 7;
    }
    int *d;
    cudaMalloc(&d, 4 * n * sizeof(int));
    int *dk = d, *dv = d + n, *ok = d + 2 * n, *ov = d + 3 * n;
    cudaMemcpy(dk, keys, sizeof(keys), cudaMemcpyHostToDevice);
    cudaMemcpy(dv, vals, sizeof(vals), cudaMemcpyHostToDevice);
    int sum = thrust::reduce(thrust::device, dv, dv + n);
    int mx = thrust::reduce(thrust::device, dv, dv + n, -1, MaxOp{});
    auto ends = thrust::reduce_by_key(thrust::device, dk, dk + n, dv, ok, ov);
    int segments = static_cast<int>(ends.first - ok);
    int first_segment = 0;
    cudaMemcpy(&first_segment, ov, sizeof(int), cudaMemcpyDeviceToHost);
    cudaFree(d);
    int want = 0;
    for (int i = 0; i < n; ++i)
        want += vals[i];
    return sum == want && mx == 6 && segments == 10 && first_segment == 295 ? 0 : 1;
}
