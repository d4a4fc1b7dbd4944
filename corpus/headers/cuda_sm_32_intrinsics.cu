// Exercises <sm_32_intrinsics.h>: read-only cache loads (__ldg), cache-hinted loads/stores and funnel shifts.
#include <sm_32_intrinsics.h>

__global__ void rotate_words(const unsigned *__restrict__ in, unsigned *__restrict__ out, int n, unsigned r)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        unsigned v = __ldg(&in[i]);
        unsigned w = __ldcs(&in[(i + 1) % n]);
        __stcs(&out[i], __funnelshift_l(v, v, r) ^ (w & 0u));
    }
}

int main()
{
    const int n = 64;
    unsigned h[n];
    for (int i = 0; i < n; ++i)
        h[i] = 0x80000001u;
    unsigned *d;
    cudaMalloc(&d, 2 * sizeof(h));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    rotate_words<<<1, n>>>(d, d + n, n, 1);
    cudaMemcpy(h, d + n, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return h[0] == 0x00000003u ? 0 : 1;
}
