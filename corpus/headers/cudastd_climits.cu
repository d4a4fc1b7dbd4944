// Exercises <cuda/std/climits>: INT_MAX/CHAR_BIT etc. from libcu++ in a saturating add kernel.
#include <cuda/std/climits>

__global__ void saturating_add(const int *a, const int *b, int *c, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        long long s = static_cast<long long>(a[i]) + b[i];
        c[i] = s > INT_MAX ? INT_MAX : (s < INT_MIN ? INT_MIN : static_cast<int>(s));
    }
}

int main()
{
    int a[3] = {INT_MAX, INT_MIN, 5}, b[3] = {10, -10, 6}, c[3];
    int *d;
    cudaMalloc(&d, 3 * sizeof(a));
    cudaMemcpy(d, a, sizeof(a), cudaMemcpyHostToDevice);
    cudaMemcpy(d + 3, b, sizeof(b), cudaMemcpyHostToDevice);
    saturating_add<<<1, 3>>>(d, d + 3, d + 6, 3);
    cudaMemcpy(c, d + 6, sizeof(c), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return c[0] == INT_MAX && c[1] == INT_MIN && c[2] == 11 && CHAR_BIT == 8 ? 0 : 1;
}
