// Exercises <clocale>: std::setlocale/localeconv before formatting device results.
#include <clocale>

__global__ void halve(double *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] *= 0.5;
}

int main()
{
    const char *previous = std::setlocale(LC_ALL, nullptr);
    std::setlocale(LC_NUMERIC, "C");
    const std::lconv *conv = std::localeconv();
    char point = conv->decimal_point[0];

    double h[4] = {1.0, 2.0, 3.0, 4.0}, *d;
    cudaMalloc(&d, sizeof(h));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    halve<<<1, 4>>>(d, 4);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return point == '.' && previous != nullptr && h[3] == 2.0 && LC_CTYPE != LC_TIME ? 0 : 1;
}
