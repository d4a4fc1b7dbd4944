// A TU written without the CUDA runtime header: the kernel launch needs
// __cudaPushCallConfiguration, which nothing declares. The reference reports an
// internal error and aborts (SIGABRT, status 134) instead of a diagnostic: a finding.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))

struct dim3 { unsigned x, y, z; dim3(unsigned a = 1, unsigned b = 1, unsigned c = 1) : x(a), y(b), z(c) {} };

__device__ float scale(float v) { return 2.0f * v; }

__global__ void double_all(float *data, int n)
{
    for (int i = 0; i < n; ++i)
        data[i] = scale(data[i]);
}

int main()
{
    float *buffer = 0;
    double_all<<<1, 1>>>(buffer, 16);
    return 0;
}
