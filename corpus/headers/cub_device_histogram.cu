// Exercises <cub/device/device_histogram.cuh>: cub::DeviceHistogram::HistogramEven over float samples.
#include <cub/device/device_histogram.cuh>

int main()
{
    const int n = 1 << 14, bins = 16;
    float *h = new float[n];
    for (int i = 0; i < n; ++i)
        h[i] = static_cast<float>(i % 1600) / 100.0f;
    float *d_samples;
    int *d_hist;
    cudaMalloc(&d_samples, n * sizeof(float));
    cudaMalloc(&d_hist, bins * sizeof(int));
    cudaMemcpy(d_samples, h, n * sizeof(float), cudaMemcpyHostToDevice);

    size_t bytes = 0;
    cub::DeviceHistogram::HistogramEven(nullptr, bytes, d_samples, d_hist, bins + 1, 0.0f, 16.0f, n);
    void *temp;
    cudaMalloc(&temp, bytes);
    cub::DeviceHistogram::HistogramEven(temp, bytes, d_samples, d_hist, bins + 1, 0.0f, 16.0f, n);

    int hist[bins];
    cudaMemcpy(hist, d_hist, sizeof(hist), cudaMemcpyDeviceToHost);
    int expected[bins] = {};
    for (int i = 0; i < n; ++i)
        ++expected[static_cast<int>(h[i])];
    int bad = 0;
    for (int b = 0; b < bins; ++b)
        bad += hist[b] != expected[b];
    cudaFree(temp);
    cudaFree(d_samples);
    cudaFree(d_hist);
    delete[] h;
    return bad;
}
