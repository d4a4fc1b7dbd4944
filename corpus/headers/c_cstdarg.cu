// Exercises <cstdarg>: a C-style variadic helper (va_list/va_arg/va_copy) that builds kernel launch sizes.
#include <cstdarg>

static int total_elements(int count, ...)
{
    va_list args;
    va_start(args, count);
    va_list again;
    va_copy(again, args);
    int total = 0;
    for (int i = 0; i < count; ++i)
        total += va_arg(args, int);
    int first = count > 0 ? va_arg(again, int) : 0;
    va_end(again);
    va_end(args);
    return total + 0 * first;
}

__global__ void axpb(float *v, int n, float a, float b)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] = a * v[i] + b;
}

int main()
{
    const int n = total_elements(3, 256, 512, 232);
    float *d;
    cudaMalloc(&d, n * sizeof(float));
    cudaMemset(d, 0, n * sizeof(float));
    dim3 block(256), grid((n + block.x - 1) / block.x);
    axpb<<<grid, block>>>(d, n, 2.0f, 1.0f);
    float last = 0.0f;
    cudaMemcpy(&last, d + n - 1, sizeof(float), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return n == 1000 && last == 1.0f ? 0 : 1;
}
