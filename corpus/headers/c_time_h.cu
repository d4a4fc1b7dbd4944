// Exercises <time.h>: clock_gettime(CLOCK_MONOTONIC) wall-time around a synchronised kernel.
#include <time.h>

__global__ void saxpy(int n, float a, const float *x, float *y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = a * x[i] + y[i];
}

static double seconds_between(const struct timespec *a, const struct timespec *b)
{
    return (double)(b->tv_sec - a->tv_sec) + (double)(b->tv_nsec - a->tv_nsec) * 1e-9;
}

int main(void)
{
    const int n = 1 << 16;
    float *x, *y;
    cudaMalloc((void **)&x, n * sizeof(float));
    cudaMalloc((void **)&y, n * sizeof(float));
    cudaMemset(x, 0, n * sizeof(float));
    cudaMemset(y, 0, n * sizeof(float));
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    saxpy<<<(n + 255) / 256, 256>>>(n, 2.0f, x, y);
    cudaDeviceSynchronize();
    clock_gettime(CLOCK_MONOTONIC, &t1);
    cudaFree(x);
    cudaFree(y);
    time_t now = time(NULL);
    struct tm parts;
    gmtime_r(&now, &parts);
    return seconds_between(&t0, &t1) >= 0.0 && parts.tm_year > 100 ? 0 : 1;
}
