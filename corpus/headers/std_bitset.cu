// Exercises <bitset>: packing a device-computed predicate into a host std::bitset.
#include <bitset>

__global__ void is_prime(unsigned char *flags, int n)
{
    int v = blockIdx.x * blockDim.x + threadIdx.x;
    if (v >= n)
        return;
    bool prime = v >= 2;
    for (int d = 2; d * d <= v && prime; ++d)
        prime = v % d != 0;
    flags[v] = prime;
}

int main()
{
    constexpr int N = 128;
    unsigned char *d, h[N];
    cudaMalloc(&d, N);
    is_prime<<<1, N>>>(d, N);
    cudaMemcpy(h, d, N, cudaMemcpyDeviceToHost);
    cudaFree(d);

    std::bitset<N> primes;
    for (int i = 0; i < N; ++i)
        primes.set(i, h[i] != 0);
    std::bitset<8> low(primes.to_string().substr(N - 8));
    return primes.count() == 31 && low.test(2) ? 0 : 1;
}
