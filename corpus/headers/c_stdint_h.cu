// Exercises <stdint.h>: global-namespace fixed-width types in a device xorshift generator.
#include <stdint.h>

__device__ uint32_t xorshift32(uint32_t *state)
{
    uint32_t x = *state;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    return *state = x;
}

__global__ void generate(uint32_t *out, int per_thread, uint32_t seed)
{
    uint32_t state = seed + 0x9E3779B9u * (threadIdx.x + 1);
    for (int k = 0; k < per_thread; ++k)
        out[threadIdx.x * per_thread + k] = xorshift32(&state);
}

int main(void)
{
    const int threads = 32, per = 4;
    uint32_t h[threads * per], *d;
    cudaMalloc((void **)&d, sizeof(h));
    generate<<<1, threads>>>(d, per, 2024u);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(d);
    uint64_t acc = 0;
    for (int i = 0; i < threads * per; ++i)
        acc += h[i];
    int_least16_t small = INT16_MAX;
    int_fast32_t fast = small;
    return acc != 0 && fast == 32767 && SIZE_MAX > UINT32_MAX && sizeof(intptr_t) == 8 ? 0 : 1;
}
