// Exercises <charconv>: std::from_chars/std::to_chars around a device computation.
#include <charconv>

__global__ void triple(long *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] *= 3;
}

int parse_triple_print(const char *text, int len, char *out, int out_len)
{
    long values[16];
    int n = 0;
    const char *p = text, *end = text + len;
    while (p < end && n < 16) {
        auto [next, ec] = std::from_chars(p, end, values[n]);
        if (ec != std::errc{})
            break;
        ++n;
        p = next + 1;
    }
    long *d;
    cudaMalloc(&d, n * sizeof(long));
    cudaMemcpy(d, values, n * sizeof(long), cudaMemcpyHostToDevice);
    triple<<<1, 16>>>(d, n);
    cudaMemcpy(values, d, n * sizeof(long), cudaMemcpyDeviceToHost);
    cudaFree(d);

    char *o = out;
    for (int i = 0; i < n; ++i) {
        auto res = std::to_chars(o, out + out_len - 1, values[i], 16);
        o = res.ptr;
        *o++ = ' ';
    }
    *o = '\0';
    return static_cast<int>(o - out);
}
