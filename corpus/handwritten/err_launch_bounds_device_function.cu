#include "prelude.cuh"

// Mistake: __launch_bounds__ placed on the __device__ helper instead of the
// kernel that calls it.
__device__ void __launch_bounds__(128) butterfly(float *re, float *im, int a, int b)
{
    float tr = re[a] - re[b], ti = im[a] - im[b];
    re[a] += re[b]; im[a] += im[b];
    re[b] = tr; im[b] = ti;
}

__global__ void fft_stage(float *re, float *im, int half)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int a = (i / half) * 2 * half + (i % half);
    butterfly(re, im, a, a + half);
}

int main()
{
    for (int half = 1; half < 512; half *= 2)
        fft_stage<<<4, 128>>>(nullptr, nullptr, half);
    return 0;
}
