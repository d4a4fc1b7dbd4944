// Compiled with `--output_mode=sarif`: warnings and the one-time remark only, so cudafe++ still
#line 2 "/src/sarif_warnings.cu"
// writes its outputs (rc 0) and no result is preceded by a comma (no error is ever counted).
// Self-contained (no prelude): a diagnostic inside an included header would carry the absolute
// path of the directory the TU is compiled in; the `#line` above covers only this file's lines.
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))

__device__ int d_hits[64];

__global__ void count(const int *keys, int n)
{
    if (n > 0) d_hits[keys[0] & 63] += 1;
}

int total_hits()
{
    int sum = 0;
    for (int b = 0; b < 64; ++b)
        sum += d_hits[b];
    return sum;
}

int level(int hits)
{
    if (hits > 100)
        return 3;
}

int main() { return total_hits() + level(5); }
