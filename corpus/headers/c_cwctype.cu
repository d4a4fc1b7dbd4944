// Exercises <cwctype>: wide-character classification used to prepare a device token map.
#include <cwctype>

__global__ void token_starts(const unsigned char *is_space, int n, int *count)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && !is_space[i] && (i == 0 || is_space[i - 1]))
        atomicAdd(count, 1);
}

int main()
{
    const wchar_t text[] = L"one two\tthree  four";
    const int n = sizeof(text) / sizeof(wchar_t) - 1;
    unsigned char flags[n];
    int upper = 0;
    for (int i = 0; i < n; ++i) {
        flags[i] = std::iswspace(static_cast<std::wint_t>(text[i])) ? 1 : 0;
        upper += std::iswupper(std::towupper(static_cast<std::wint_t>(text[i]))) != 0;
    }
    unsigned char *d;
    int *dc, words = 0;
    cudaMalloc(&d, n);
    cudaMalloc(&dc, sizeof(int));
    cudaMemset(dc, 0, sizeof(int));
    cudaMemcpy(d, flags, n, cudaMemcpyHostToDevice);
    token_starts<<<1, 64>>>(d, n, dc);
    cudaMemcpy(&words, dc, sizeof(int), cudaMemcpyDeviceToHost);
    cudaFree(d);
    cudaFree(dc);
    std::wctype_t alpha = std::wctype("alpha");
    return words == 4 && upper == 15 && std::iswctype(L'x', alpha) ? 0 : 1;
}
