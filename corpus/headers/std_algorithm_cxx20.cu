// Exercises <algorithm> in C++20: std::ranges algorithms and projections on host copies of device data.
#include <algorithm>

struct Sample {
    int id;
    float value;
};

__global__ void make_samples(Sample *s, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        s[i] = Sample{i, (i * 37 % 101) * 0.5f};
}

int main()
{
    const int n = 512;
    Sample *d;
    cudaMalloc(&d, n * sizeof(Sample));
    make_samples<<<(n + 127) / 128, 128>>>(d, n);
    Sample h[n];
    cudaMemcpy(h, d, n * sizeof(Sample), cudaMemcpyDeviceToHost);
    cudaFree(d);

    std::ranges::sort(h, std::ranges::greater{}, &Sample::value);
    auto it = std::ranges::find_if(h, [](const Sample &s) { return s.value < 10.0f; });
    bool ok = std::ranges::is_sorted(h, std::ranges::greater{}, &Sample::value);
    auto count = std::ranges::count_if(h, [](const Sample &s) { return s.id % 2 == 0; });
    return ok && it != std::ranges::end(h) && count == n / 2 ? 0 : 1;
}
