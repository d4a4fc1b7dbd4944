// Exercises <cuda/std/ratio>: compile-time unit scaling with cuda::std::ratio in a unit conversion kernel.
#include <cuda/std/ratio>

template <typename From, typename To>
__global__ void convert(const double *in, double *out, int n)
{
    using factor = cuda::std::ratio_divide<From, To>;
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = in[i] * factor::num / factor::den;
}

int main()
{
    const int n = 4;
    double h[n] = {1.0, 2.5, 1000.0, 0.001}, out[n];
    double *d;
    cudaMalloc(&d, 2 * sizeof(h));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    convert<cuda::std::kilo, cuda::std::milli><<<1, n>>>(d, d + n, n);
    cudaMemcpy(out, d + n, sizeof(out), cudaMemcpyDeviceToHost);
    cudaFree(d);
    static_assert(cuda::std::ratio_equal<cuda::std::ratio_multiply<cuda::std::milli, cuda::std::kilo>, cuda::std::ratio<1>>::value, "");
    return out[0] == 1e6 && out[3] == 1000.0 ? 0 : 1;
}
