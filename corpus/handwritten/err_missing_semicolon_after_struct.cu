#include "prelude.cuh"

// Mistake: the classic missing ";" after a struct definition; the next
// declaration is then parsed as part of the struct's declarator list.
struct Complex {
    float re, im;
}

__host__ __device__ inline Complex cmul(Complex a, Complex b)
{
    return Complex{a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
}

__global__ void rotate(Complex *z, int n, Complex w)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) z[i] = cmul(z[i], w);
}

int main()
{
    rotate<<<4, 256>>>(nullptr, 1024, Complex{0.0f, 1.0f});
    return 0;
}
