// Exercises <thrust/tabulate.h>: thrust::tabulate filling a device range from the element index.
#include <thrust/tabulate.h>
#include <thrust/execution_policy.h>

struct Triangular {
    __host__ __device__ long long operator()(int i) const { return static_cast<long long>(i) * (i + 1) / 2; }
};

int main()
{
    const int n = 2048;
    long long *d, last = 0;
    cudaMalloc(&d, n * sizeof(long long));
    thrust::tabulate(thrust::device, d, d + n, Triangular{});
    cudaMemcpy(&last, d + n - 1, sizeof(last), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return last == 2047LL * 2048 / 2 ? 0 : 1;
}
