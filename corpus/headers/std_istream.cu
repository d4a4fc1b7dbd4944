// Exercises <istream>: reading kernel input from any std::istream.
#include <istream>

__global__ void negate(double *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] = -v[i];
}

int read_and_negate(std::istream &in, double *host, int capacity)
{
    int n = 0;
    while (n < capacity && in >> host[n])
        ++n;
    in.clear();
    in.ignore(1);
    if (n == 0)
        return 0;
    double *d;
    cudaMalloc(&d, n * sizeof(double));
    cudaMemcpy(d, host, n * sizeof(double), cudaMemcpyHostToDevice);
    negate<<<(n + 127) / 128, 128>>>(d, n);
    cudaMemcpy(host, d, n * sizeof(double), cudaMemcpyDeviceToHost);
    cudaFree(d);
    std::istream::sentry guard(in, true);
    return guard ? n : -n;
}
