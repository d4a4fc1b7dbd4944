// Exercises <thrust/generate.h>: thrust::generate and generate_n on the host (std::rand-style generator) and device.
#include <thrust/generate.h>
#include <thrust/execution_policy.h>

struct Lcg {
    unsigned state;
    __host__ unsigned operator()() { return state = state * 1664525u + 1013904223u; }
};

struct Seven {
    __host__ __device__ int operator()() const { return 7; }
};

int main()
{
    const int n = 256;
    unsigned h[n];
    thrust::generate(thrust::host, h, h + n, Lcg{42u});
    int *d, out = 0;
    cudaMalloc(&d, n * sizeof(int));
    thrust::generate_n(thrust::device, d, n, Seven{});
    cudaMemcpy(&out, d + n - 1, sizeof(int), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return out == 7 && h[0] == 42u * 1664525u + 1013904223u ? 0 : 1;
}
