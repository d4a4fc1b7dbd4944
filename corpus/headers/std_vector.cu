// Exercises <vector>: std::vector as the host-side staging buffer for a device kernel.
#include <vector>

__global__ void scale(float *data, float factor, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        data[i] *= factor;
}

int run_scale(int n)
{
    std::vector<float> host(n);
    for (int i = 0; i < n; ++i)
        host[i] = static_cast<float>(i);

    float *dev = nullptr;
    cudaMalloc(&dev, host.size() * sizeof(float));
    cudaMemcpy(dev, host.data(), host.size() * sizeof(float), cudaMemcpyHostToDevice);
    scale<<<(n + 127) / 128, 128>>>(dev, 2.0f, n);
    cudaMemcpy(host.data(), dev, host.size() * sizeof(float), cudaMemcpyDeviceToHost);
    cudaFree(dev);

    std::vector<bool> bad;
    bad.reserve(host.size());
    for (std::size_t i = 0; i < host.size(); ++i)
        bad.push_back(host[i] != 2.0f * i);
    host.emplace_back(-1.0f);
    host.erase(host.begin());
    int mismatches = 0;
    for (std::vector<bool>::const_iterator it = bad.cbegin(); it != bad.cend(); ++it)
        mismatches += *it ? 1 : 0;
    return mismatches;
}
