// Exercises <cctype>: std::isalpha/std::tolower on the host building a lookup table used in a kernel.
#include <cctype>

__constant__ unsigned char c_lower[256];

__global__ void to_lower(char *s, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        s[i] = static_cast<char>(c_lower[static_cast<unsigned char>(s[i])]);
}

int main()
{
    unsigned char table[256];
    for (int c = 0; c < 256; ++c)
        table[c] = static_cast<unsigned char>(std::isalpha(c) ? std::tolower(c) : c);
    cudaMemcpyToSymbol(c_lower, table, sizeof(table));

    char text[] = "Hello, CUDA World 13.0";
    const int n = sizeof(text) - 1;
    char *d;
    cudaMalloc(&d, n);
    cudaMemcpy(d, text, n, cudaMemcpyHostToDevice);
    to_lower<<<1, 64>>>(d, n);
    cudaMemcpy(text, d, n, cudaMemcpyDeviceToHost);
    cudaFree(d);
    int digits = 0;
    for (int i = 0; i < n; ++i)
        digits += std::isdigit(static_cast<unsigned char>(text[i])) != 0;
    return text[7] == 'c' && digits == 3 && std::isspace(' ') && std::toupper('q') == 'Q' ? 0 : 1;
}
