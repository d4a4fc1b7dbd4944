// Exercises <sys/time.h>: gettimeofday-based timing of a host-to-device copy.
#include <sys/time.h>

__global__ void checksum(const unsigned *v, int n, unsigned *out)
{
    unsigned s = 0;
    for (int i = threadIdx.x; i < n; i += blockDim.x)
        s += v[i];
    atomicAdd(out, s);
}

static double now_seconds()
{
    struct timeval tv;
    gettimeofday(&tv, nullptr);
    return tv.tv_sec + tv.tv_usec * 1e-6;
}

int main()
{
    const int n = 1 << 18;
    unsigned *h;
    cudaMallocHost(&h, n * sizeof(unsigned));
    for (int i = 0; i < n; ++i)
        h[i] = 1;
    unsigned *d, *dsum, sum = 0;
    cudaMalloc(&d, n * sizeof(unsigned));
    cudaMalloc(&dsum, sizeof(unsigned));
    cudaMemset(dsum, 0, sizeof(unsigned));
    double t0 = now_seconds();
    cudaMemcpy(d, h, n * sizeof(unsigned), cudaMemcpyHostToDevice);
    double copy_s = now_seconds() - t0;
    checksum<<<1, 256>>>(d, n, dsum);
    cudaMemcpy(&sum, dsum, sizeof(unsigned), cudaMemcpyDeviceToHost);
    struct timeval a = {1, 500000}, b = {0, 700000}, r;
    timersub(&a, &b, &r);
    cudaFree(d);
    cudaFree(dsum);
    cudaFreeHost(h);
    return sum == (unsigned)n && copy_s >= 0.0 && r.tv_usec == 800000 ? 0 : 1;
}
