// Exercises <thrust/iterator/counting_iterator.h>: counting_iterator as an implicit index range.
#include <thrust/iterator/counting_iterator.h>
#include <thrust/transform.h>
#include <thrust/execution_policy.h>

struct Square {
    __host__ __device__ long long operator()(int i) const { return static_cast<long long>(i) * i; }
};

int main()
{
    const int n = 1000;
    long long *d, last = 0;
    cudaMalloc(&d, n * sizeof(long long));
    thrust::counting_iterator<int> first(0), end = first + n;
    thrust::transform(thrust::device, first, end, d, Square{});
    cudaMemcpy(&last, d + n - 1, sizeof(last), cudaMemcpyDeviceToHost);
    cudaFree(d);
    auto it = thrust::make_counting_iterator(10);
    return last == 999LL * 999 && it[5] == 15 && (end - first) == n ? 0 : 1;
}
