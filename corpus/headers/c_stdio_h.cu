// Exercises <stdio.h>: C-style host I/O (printf, fopen, fwrite) and device printf.
#include <stdio.h>

__global__ void report(const int *v, int n)
{
    int i = threadIdx.x;
    if (i < n && v[i] % 2 == 0)
        printf("v[%d] = %d is even\n", i, v[i]);
}

int main(void)
{
    int h[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    int *d;
    cudaMalloc((void **)&d, sizeof(h));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    report<<<1, 8>>>(d, 8);
    cudaDeviceSynchronize();
    cudaFree(d);

    char path[L_tmpnam + 16];
    snprintf(path, sizeof(path), "/tmp/stdio_h_%d.bin", 8);
    FILE *f = fopen(path, "wb");
    if (!f) {
        perror("fopen");
        return 1;
    }
    size_t written = fwrite(h, sizeof(int), 8, f);
    fclose(f);
    remove(path);
    printf("wrote %zu ints\n", written);
    return written == 8 ? 0 : 1;
}
