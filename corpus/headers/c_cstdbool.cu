// Exercises <cstdbool> (deprecated, C++17): __bool_true_false_are_defined and bool in a kernel predicate.
#include <cstdbool>

__global__ void any_negative(const int *v, int n, bool *result)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && v[i] < 0)
        *result = true;
}

int main()
{
    int h[6] = {3, 1, -4, 1, 5, 9};
    int *d;
    bool *dr, found = false;
    cudaMalloc(&d, sizeof(h));
    cudaMalloc(&dr, sizeof(bool));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    cudaMemcpy(dr, &found, sizeof(bool), cudaMemcpyHostToDevice);
    any_negative<<<1, 6>>>(d, 6, dr);
    cudaMemcpy(&found, dr, sizeof(bool), cudaMemcpyDeviceToHost);
    cudaFree(d);
    cudaFree(dr);
#if __bool_true_false_are_defined
    return found ? 0 : 1;
#else
    return 2;
#endif
}
