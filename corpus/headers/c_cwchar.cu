// Exercises <cwchar>: wide-character strings on the host, converted to bytes for a kernel.
#include <cwchar>

__global__ void count_vowels(const char *s, int n, int *out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        char c = s[i];
        if (c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u')
            atomicAdd(out, 1);
    }
}

int main()
{
    const wchar_t *wide = L"accelerated computing";
    std::size_t len = std::wcslen(wide);
    char narrow[64];
    std::mbstate_t st{};
    const wchar_t *src = wide;
    std::size_t n = std::wcsrtombs(narrow, &src, sizeof(narrow), &st);
    char *d;
    int *dc, vowels = 0;
    cudaMalloc(&d, n);
    cudaMalloc(&dc, sizeof(int));
    cudaMemset(dc, 0, sizeof(int));
    cudaMemcpy(d, narrow, n, cudaMemcpyHostToDevice);
    count_vowels<<<1, 64>>>(d, static_cast<int>(n), dc);
    cudaMemcpy(&vowels, dc, sizeof(int), cudaMemcpyDeviceToHost);
    cudaFree(d);
    cudaFree(dc);
    wchar_t buf[32];
    std::swprintf(buf, 32, L"%d", vowels);
    return len == n && std::wcscmp(buf, L"8") == 0 && std::wcschr(wide, L'z') == nullptr ? 0 : 1;
}
