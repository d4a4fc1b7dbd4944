#include "prelude.cuh"

// Statement forms: if/else chains, if with initializer, switch with
// fallthrough and default, while, do-while, for, range-for, break/continue,
// goto (cleanup pattern), nested loops with labels.
__device__ int classify(int v)
{
    switch (v & 7) {
    case 0:
    case 1:
        return 0;
    case 2:
        v += 1;
        [[fallthrough]];
    case 3: {
        int t = v * 2;
        return t;
    }
    default:
        break;
    }
    return -1;
}

__global__ void walk(const int *in, int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int acc = 0, k = in[i];
    while (k > 1) { k = (k % 2 == 0) ? k / 2 : 3 * k + 1; if (++acc > 500) break; }
    do { acc += classify(k); } while (--k > 0);
    for (int j = 0; j < 8; ++j) {
        if (j == 3) continue;
        acc ^= j;
    }
    out[i] = acc;
}

int parse(const char *s, int *value)
{
    int sign = 1, v = 0;
    if (!s) goto fail;
    if (*s == '-') { sign = -1; ++s; }
    else if (*s == '+') ++s;
    for (; *s; ++s) {
        if (*s < '0' || *s > '9') goto fail;
        v = v * 10 + (*s - '0');
    }
    *value = sign * v;
    return 0;
fail:
    *value = 0;
    return -1;
}

int main()
{
    int values[] = {3, 1, 4, 1, 5, 9, 2, 6};
    int sum = 0;
    for (int v : values) sum += v;
    for (auto &v : values) v *= 2;
    if (int r; parse("-123", &r) == 0 && r < 0) sum += r;
    walk<<<1, 8>>>(values, values, 8);
    return sum;
}
