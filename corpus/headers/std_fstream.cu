// Exercises <fstream>: writing a device-computed table to a file and reading it back.
#include <fstream>
#include <string>

__global__ void squares(int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = i * i;
}

bool round_trip(const std::string &path)
{
    const int n = 32;
    int h[n], *d;
    cudaMalloc(&d, sizeof(h));
    squares<<<1, n>>>(d, n);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(d);

    {
        std::ofstream out(path, std::ios::out | std::ios::trunc);
        for (int v : h)
            out << v << '\n';
    }
    std::ifstream in(path);
    long long sum = 0;
    int v;
    while (in >> v)
        sum += v;
    std::fstream bin(path + ".bin", std::ios::out | std::ios::binary);
    bin.write(reinterpret_cast<const char *>(h), sizeof(h));
    return sum == 10416 && bin.good();
}
