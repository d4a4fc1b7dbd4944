// Exercises <ciso646>: the alternative operator spellings (and, or, not, bitand, xor) in device code.
#include <ciso646>

__global__ void logic(const unsigned *a, const unsigned *b, unsigned *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n and not (a[i] == 0 or b[i] == 0))
        out[i] = (a[i] bitand b[i]) xor compl 0u;
    else if (i < n)
        out[i] = a[i] bitor b[i];
}

int main()
{
    unsigned a[4] = {0xF0, 0, 0x0F, 0xFF}, b[4] = {0xFF, 1, 0, 0x0F}, out[4];
    unsigned *d;
    cudaMalloc(&d, 3 * sizeof(a));
    cudaMemcpy(d, a, sizeof(a), cudaMemcpyHostToDevice);
    cudaMemcpy(d + 4, b, sizeof(b), cudaMemcpyHostToDevice);
    logic<<<1, 4>>>(d, d + 4, d + 8, 4);
    cudaMemcpy(out, d + 8, sizeof(out), cudaMemcpyDeviceToHost);
    cudaFree(d);
    bool ok = out[1] == 1 and out[2] == 0x0F and out[0] == (0xF0u xor ~0u);
    return ok ? 0 : 1;
}
