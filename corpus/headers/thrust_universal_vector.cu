// Exercises <thrust/universal_vector.h>: thrust::universal_vector (managed memory) shared by host and a kernel.
#include <thrust/universal_vector.h>

__global__ void square(long long *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] = v[i] * v[i];
}

int main()
{
    thrust::universal_vector<long long> v(1024);
    for (size_t i = 0; i < v.size(); ++i)
        v[i] = static_cast<long long>(i);
    square<<<4, 256>>>(thrust::raw_pointer_cast(v.data()), static_cast<int>(v.size()));
    cudaDeviceSynchronize();
    long long sum = 0;
    for (long long x : v)
        sum += x;
    return sum == 1023LL * 1024 * 2047 / 6 ? 0 : 1;
}
