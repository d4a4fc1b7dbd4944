// Exercises <codecvt>: converting UTF-8 kernel names to UTF-32 with the (deprecated) codecvt_utf8.
#include <codecvt>

__global__ void count_ascii(const char32_t *s, int n, int *out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && s[i] < 0x80)
        atomicAdd(out, 1);
}

int ascii_code_points(const char *utf8, int bytes)
{
    std::codecvt_utf8<char32_t> cvt;
    std::mbstate_t state{};
    char32_t wide[64];
    const char *from_next;
    char32_t *to_next;
    cvt.in(state, utf8, utf8 + bytes, from_next, wide, wide + 64, to_next);
    int n = static_cast<int>(to_next - wide);

    char32_t *dw;
    int *dc, count = 0;
    cudaMalloc(&dw, n * sizeof(char32_t));
    cudaMalloc(&dc, sizeof(int));
    cudaMemset(dc, 0, sizeof(int));
    cudaMemcpy(dw, wide, n * sizeof(char32_t), cudaMemcpyHostToDevice);
    count_ascii<<<1, 64>>>(dw, n, dc);
    cudaMemcpy(&count, dc, sizeof(int), cudaMemcpyDeviceToHost);
    cudaFree(dw);
    cudaFree(dc);
    return count + (std::codecvt_mode::little_endian != 0 ? 0 : 1);
}
