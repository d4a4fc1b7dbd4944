// Exercises <optional>: a device query returning std::optional on failure.
#include <optional>

__global__ void probe(int *flag)
{
    *flag = 1;
}

std::optional<int> best_device()
{
    int count = 0;
    if (cudaGetDeviceCount(&count) != cudaSuccess || count == 0)
        return std::nullopt;
    std::optional<int> best;
    int best_sms = 0;
    for (int d = 0; d < count; ++d) {
        int sms = 0;
        cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, d);
        if (!best || sms > best_sms) {
            best = d;
            best_sms = sms;
        }
    }
    return best;
}

int main()
{
    int dev = best_device().value_or(-1);
    if (dev < 0)
        return 2;
    cudaSetDevice(dev);
    int *flag, h = 0;
    cudaMalloc(&flag, sizeof(int));
    probe<<<1, 1>>>(flag);
    cudaMemcpy(&h, flag, sizeof(int), cudaMemcpyDeviceToHost);
    cudaFree(flag);
    std::optional<float> scale = std::make_optional(0.5f);
    scale.reset();
    return h == 1 && !scale.has_value() ? 0 : 1;
}
