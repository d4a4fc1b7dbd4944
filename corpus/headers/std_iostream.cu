// Exercises <iostream>: printing device results through std::cout and std::cerr.
#include <iostream>

__global__ void fib(unsigned long long *out, int n)
{
    if (threadIdx.x == 0 && blockIdx.x == 0) {
        unsigned long long a = 0, b = 1;
        for (int i = 0; i < n; ++i) {
            out[i] = a;
            unsigned long long t = a + b;
            a = b;
            b = t;
        }
    }
}

int main()
{
    const int n = 20;
    unsigned long long *d, h[n];
    cudaMalloc(&d, sizeof(h));
    fib<<<1, 1>>>(d, n);
    cudaError_t err = cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    if (err != cudaSuccess) {
        std::cerr << "copy failed: " << cudaGetErrorString(err) << std::endl;
        return 1;
    }
    cudaFree(d);
    for (int i = 0; i < n; ++i)
        std::cout << h[i] << (i + 1 < n ? ' ' : '\n');
    std::cout << std::flush;
    std::clog << "fib(19) = " << h[n - 1] << '\n';
    return h[n - 1] == 4181ull ? 0 : 1;
}
