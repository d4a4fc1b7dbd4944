#include "prelude.cuh"
#include "helper_math.cuh"

// Mistake: includes a helper header that is not part of the project.
__global__ void normalize3(float *x, float *y, float *z, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float len2 = x[i] * x[i] + y[i] * y[i] + z[i] * z[i];
    float inv = len2 > 0.0f ? 1.0f / len2 : 0.0f;
    x[i] *= inv; y[i] *= inv; z[i] *= inv;
}

int main()
{
    normalize3<<<8, 128>>>(nullptr, nullptr, nullptr, 1024);
    return 0;
}
