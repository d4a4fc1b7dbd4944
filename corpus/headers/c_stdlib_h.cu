// Exercises <stdlib.h>: C-style allocation, atoi, rand/srand and exit codes around a kernel.
#include <stdlib.h>

__global__ void scale_ints(int *v, int n, int f)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] *= f;
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 100;
    if (n <= 0)
        n = 100;
    int *h = (int *)calloc(n, sizeof(int));
    if (!h)
        return EXIT_FAILURE;
    srand(1234u);
    for (int i = 0; i < n; ++i)
        h[i] = rand() % 100;
    int first = h[0];
    int *d;
    cudaMalloc((void **)&d, n * sizeof(int));
    cudaMemcpy(d, h, n * sizeof(int), cudaMemcpyHostToDevice);
    scale_ints<<<(n + 127) / 128, 128>>>(d, n, 3);
    cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
    cudaFree(d);
    int ok = h[0] == 3 * first;
    h = (int *)realloc(h, 2 * n * sizeof(int));
    free(h);
    ldiv_t q = ldiv(100L, 7L);
    return ok && q.rem == 2 && labs(-5L) == 5L ? EXIT_SUCCESS : EXIT_FAILURE;
}
