// Exercises <cuda/numeric>: cuda::overflow_cast detecting narrowing overflow on host and device.
#include <cuda/numeric>

__global__ void narrow(const long long *in, short *out, int *overflowed, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        cuda::overflow_result<short> r = cuda::overflow_cast<short>(in[i]);
        out[i] = r.value;
        if (r.overflow)
            atomicAdd(overflowed, 1);
    }
}

int main()
{
    const int n = 6;
    long long h[n] = {0, 100, -32768, 32767, 40000, -1LL << 40};
    long long *d;
    short *ds, out[n];
    int *dov, overflowed = 0;
    cudaMalloc(&d, sizeof(h));
    cudaMalloc(&ds, sizeof(out));
    cudaMalloc(&dov, sizeof(int));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    cudaMemset(dov, 0, sizeof(int));
    narrow<<<1, n>>>(d, ds, dov, n);
    cudaMemcpy(out, ds, sizeof(out), cudaMemcpyDeviceToHost);
    cudaMemcpy(&overflowed, dov, sizeof(int), cudaMemcpyDeviceToHost);
    cudaFree(d);
    cudaFree(ds);
    cudaFree(dov);
    auto host = cuda::overflow_cast<unsigned char>(300);
    return overflowed == 2 && out[1] == 100 && static_cast<bool>(host) ? 0 : 1;
}
