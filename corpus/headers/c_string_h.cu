// Exercises <string.h>: C string and memory routines on the host, memcpy in device code.
#include <string.h>

__global__ void reverse_bytes(const char *in, char *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        memcpy(&out[n - 1 - i], &in[i], 1);
}

int main(void)
{
    char text[32] = "stream-ordered";
    char joined[64] = "";
    int n = (int)strlen(text);
    char *d;
    cudaMalloc((void **)&d, 2 * n);
    cudaMemcpy(d, text, n, cudaMemcpyHostToDevice);
    reverse_bytes<<<1, 32>>>(d, d + n, n);
    char rev[32];
    memset(rev, 0, sizeof(rev));
    cudaMemcpy(rev, d + n, n, cudaMemcpyDeviceToHost);
    cudaFree(d);
    strcat(joined, text);
    strcat(joined, "|");
    strncat(joined, rev, sizeof(joined) - strlen(joined) - 1);
    const char *dash = strrchr(rev, '-');
    return strcmp(rev, "deredro-maerts") == 0 && dash && memcmp(joined, "stream", 6) == 0 &&
                   strstr(joined, "|dere") != NULL
               ? 0
               : 1;
}
