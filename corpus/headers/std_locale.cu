// Exercises <locale>: classic-locale character classification and numpunct for device output.
#include <locale>

__global__ void histogram_bytes(const unsigned char *s, int n, unsigned *bins)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        atomicAdd(&bins[s[i]], 1u);
}

int count_alpha_on_device(const char *text, int n)
{
    unsigned char *ds;
    unsigned *dbins, bins[256];
    cudaMalloc(&ds, n);
    cudaMalloc(&dbins, sizeof(bins));
    cudaMemset(dbins, 0, sizeof(bins));
    cudaMemcpy(ds, text, n, cudaMemcpyHostToDevice);
    histogram_bytes<<<(n + 255) / 256, 256>>>(ds, n, dbins);
    cudaMemcpy(bins, dbins, sizeof(bins), cudaMemcpyDeviceToHost);
    cudaFree(ds);
    cudaFree(dbins);

    const std::locale &loc = std::locale::classic();
    const auto &ct = std::use_facet<std::ctype<char>>(loc);
    int alpha = 0;
    for (int c = 0; c < 256; ++c)
        if (ct.is(std::ctype_base::alpha, static_cast<char>(c)))
            alpha += bins[c];
    char sep = std::use_facet<std::numpunct<char>>(loc).decimal_point();
    return std::isupper('Q', loc) && sep == '.' ? alpha : -1;
}
