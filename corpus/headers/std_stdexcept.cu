// Exercises <stdexcept>: std::runtime_error and std::invalid_argument thrown from a CUDA wrapper.
#include <stdexcept>

__global__ void fill_pattern(unsigned *v, int n, unsigned pattern)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] = pattern ^ i;
}

inline void check(cudaError_t e, const char *what)
{
    if (e != cudaSuccess)
        throw std::runtime_error(std::string(what) + ": " + cudaGetErrorString(e));
}

void launch_fill(unsigned *dev, int n, unsigned pattern)
{
    if (n <= 0)
        throw std::invalid_argument("n must be positive");
    if (n > (1 << 26))
        throw std::length_error("launch too large");
    fill_pattern<<<(n + 255) / 256, 256>>>(dev, n, pattern);
    check(cudaGetLastError(), "fill_pattern");
}

int main()
{
    unsigned *d = nullptr;
    try {
        check(cudaMalloc(&d, 1024 * sizeof(unsigned)), "cudaMalloc");
        launch_fill(d, 1024, 0xA5A5A5A5u);
        launch_fill(d, 0, 0);
    } catch (const std::logic_error &e) {
        cudaFree(d);
        return e.what()[0] == 'n' ? 0 : 1;
    } catch (const std::runtime_error &e) {
        return 2;
    }
    return 3;
}
