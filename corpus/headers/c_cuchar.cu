// Exercises <cuchar>: std::mbrtoc32 decoding UTF-8 on the host before a per-code-point kernel.
#include <cuchar>

__global__ void classify(const char32_t *cp, int n, int *non_ascii)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && cp[i] > 0x7F)
        atomicAdd(non_ascii, 1);
}

int main()
{
    const char text[] = "GPU";
    char32_t cps[16];
    std::mbstate_t st{};
    int n = 0;
    for (const char *p = text; *p && n < 16;) {
        std::size_t r = std::mbrtoc32(&cps[n], p, sizeof(text) - (p - text), &st);
        if (r == 0 || r > sizeof(text))
            break;
        p += r;
        ++n;
    }
    char out[8];
    std::mbstate_t st2{};
    std::size_t back = std::c32rtomb(out, cps[0], &st2);
    char32_t *d;
    int *dc, count = -1;
    cudaMalloc(&d, n * sizeof(char32_t));
    cudaMalloc(&dc, sizeof(int));
    cudaMemset(dc, 0, sizeof(int));
    cudaMemcpy(d, cps, n * sizeof(char32_t), cudaMemcpyHostToDevice);
    classify<<<1, 32>>>(d, n, dc);
    cudaMemcpy(&count, dc, sizeof(int), cudaMemcpyDeviceToHost);
    cudaFree(d);
    cudaFree(dc);
    return n == 3 && count == 0 && back == 1 && out[0] == 'G' ? 0 : 1;
}
