// Exercises <cerrno>: errno handling around host parsing that feeds a kernel.
#include <cerrno>

__global__ void fill(long *v, int n, long value)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] = value;
}

int parse_and_fill(const char *text, long *dev, int n)
{
    errno = 0;
    long value = 0;
    const char *p = text;
    for (; *p >= '0' && *p <= '9'; ++p) {
        if (value > (0x7fffffffL - (*p - '0')) / 10) {
            errno = ERANGE;
            break;
        }
        value = value * 10 + (*p - '0');
    }
    if (errno == ERANGE)
        return -ERANGE;
    if (p == text)
        return -EINVAL;
    fill<<<(n + 127) / 128, 128>>>(dev, n, value);
    return cudaGetLastError() == cudaSuccess ? 0 : -EIO;
}

int main()
{
    long *d;
    cudaMalloc(&d, 256 * sizeof(long));
    int a = parse_and_fill("12345", d, 256);
    int b = parse_and_fill("999999999999999999999999", d, 256);
    int c = parse_and_fill("abc", d, 256);
    cudaFree(d);
    return a == 0 && b == -ERANGE && c == -EINVAL && EDOM != 0 ? 0 : 1;
}
