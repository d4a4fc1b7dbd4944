#include "prelude.cuh"

// Fill and scale kernels templated on the element type; launched both with
// explicit template arguments and with deduction from the call arguments.
template <typename T>
__global__ void fill(T *out, T value, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = value;
}

template <typename T, int Unroll = 4>
__global__ void scale(T *data, T factor, int n)
{
    int base = (blockIdx.x * blockDim.x + threadIdx.x) * Unroll;
#pragma unroll
    for (int k = 0; k < Unroll; ++k) {
        int i = base + k;
        if (i < n) data[i] *= factor;
    }
}

template <typename T>
void fill_and_scale(T *buf, int n, T v, T f)
{
    fill<<<(n + 127) / 128, 128>>>(buf, v, n);        // deduced
    scale<T, 2><<<(n + 255) / 256, 128>>>(buf, f, n);  // explicit
}

int main()
{
    float *f = nullptr;
    double *d = nullptr;
    int *i = nullptr;
    fill_and_scale(f, 1000, 1.0f, 3.0f);
    fill_and_scale<double>(d, 500, 2.0, 0.25);
    fill<int><<<4, 64>>>(i, 7, 256);
    scale<<<1, 32>>>(i, 3, 128);
    return 0;
}
