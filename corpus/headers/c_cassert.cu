// Exercises <cassert>: assert() in host code and device-side assert in a kernel.
#include <cassert>

__global__ void checked_divide(const int *num, const int *den, int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        assert(den[i] != 0);
        out[i] = num[i] / den[i];
    }
}

int main()
{
    const int n = 8;
    int num[n], den[n], out[n];
    for (int i = 0; i < n; ++i) {
        num[i] = 100 + i;
        den[i] = i + 1;
    }
    int *d;
    cudaMalloc(&d, 3 * n * sizeof(int));
    cudaMemcpy(d, num, sizeof(num), cudaMemcpyHostToDevice);
    cudaMemcpy(d + n, den, sizeof(den), cudaMemcpyHostToDevice);
    checked_divide<<<1, n>>>(d, d + n, d + 2 * n, n);
    cudaError_t err = cudaMemcpy(out, d + 2 * n, sizeof(out), cudaMemcpyDeviceToHost);
    assert(err == cudaSuccess && "device assert fired");
    cudaFree(d);
    static_assert(sizeof(int) == 4, "int must be 32-bit");
    return out[7] == 13 ? 0 : 1;
}
