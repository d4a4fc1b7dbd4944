// Exercises <iomanip>: tabular output of a device-computed sine table.
#include <iomanip>

__global__ void sine_table(float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = sinf(i * 3.14159265f / (n - 1));
}

std::string format_table()
{
    const int n = 9;
    float h[n], *d;
    cudaMalloc(&d, sizeof(h));
    sine_table<<<1, n>>>(d, n);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(d);

    std::ostringstream out;
    out << std::left << std::setw(6) << "i" << std::right << std::setw(12) << "sin" << '\n';
    for (int i = 0; i < n; ++i)
        out << std::setw(6) << std::setfill(' ') << i << std::setw(12) << std::fixed
                  << std::setprecision(5) << h[i] << '\n';
    out << std::hex << std::showbase << std::setfill('0') << 255 << std::dec << '\n';
    out << std::quoted("done") << '\n';
    return out.str();
}
