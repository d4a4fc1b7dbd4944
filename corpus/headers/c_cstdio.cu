// Exercises <cstdio>: device-side printf and host std::printf/std::snprintf/std::fopen.
#include <cstdio>

__global__ void hello(int tag)
{
    if (threadIdx.x == 0)
        printf("block %d says hello (tag %d)\n", blockIdx.x, tag);
}

int main()
{
    hello<<<2, 32>>>(7);
    cudaError_t err = cudaDeviceSynchronize();
    char msg[128];
    std::snprintf(msg, sizeof(msg), "sync: %s", cudaGetErrorString(err));
    std::puts(msg);
    std::FILE *f = std::tmpfile();
    if (f) {
        std::fprintf(f, "%d %.3f\n", 42, 3.14159);
        std::rewind(f);
        int a = 0;
        double b = 0.0;
        if (std::fscanf(f, "%d %lf", &a, &b) != 2)
            std::fputs("scan failed\n", stderr);
        std::fclose(f);
    }
    std::fflush(stdout);
    return err == cudaSuccess ? 0 : 1;
}
