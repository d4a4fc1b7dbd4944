// SAXPY split across several CUDA streams with pinned host memory, timed with events.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>

#define CUDA_CHECK(call)                                                                              \
    do {                                                                                              \
        cudaError_t err_ = (call);                                                                    \
        if (err_ != cudaSuccess) {                                                                    \
            std::fprintf(stderr, "CUDA error %s at %s:%d: %s\n", #call, __FILE__, __LINE__,          \
                         cudaGetErrorString(err_));                                                   \
            std::exit(EXIT_FAILURE);                                                                  \
        }                                                                                             \
    } while (0)

__global__ void saxpy(int n, float a, const float *__restrict__ x, float *__restrict__ y)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        y[i] = a * x[i] + y[i];
}

int main()
{
    const int n = 1 << 22;
    const int num_streams = 4;
    const int chunk = n / num_streams;
    const float a = 2.5f;

    float *h_x, *h_y;
    CUDA_CHECK(cudaMallocHost(&h_x, n * sizeof(float)));
    CUDA_CHECK(cudaMallocHost(&h_y, n * sizeof(float)));
    for (int i = 0; i < n; ++i) {
        h_x[i] = static_cast<float>(i % 1000) * 0.001f;
        h_y[i] = 1.0f;
    }

    float *d_x, *d_y;
    CUDA_CHECK(cudaMalloc(&d_x, n * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&d_y, n * sizeof(float)));

    std::vector<cudaStream_t> streams(num_streams);
    for (auto &s : streams)
        CUDA_CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));

    cudaEvent_t start, stop;
    CUDA_CHECK(cudaEventCreate(&start));
    CUDA_CHECK(cudaEventCreate(&stop));

    CUDA_CHECK(cudaEventRecord(start, streams[0]));
    for (int s = 0; s < num_streams; ++s) {
        const int offset = s * chunk;
        const size_t bytes = chunk * sizeof(float);
        CUDA_CHECK(cudaMemcpyAsync(d_x + offset, h_x + offset, bytes, cudaMemcpyHostToDevice, streams[s]));
        CUDA_CHECK(cudaMemcpyAsync(d_y + offset, h_y + offset, bytes, cudaMemcpyHostToDevice, streams[s]));
        saxpy<<<(chunk + 255) / 256, 256, 0, streams[s]>>>(chunk, a, d_x + offset, d_y + offset);
        CUDA_CHECK(cudaGetLastError());
        CUDA_CHECK(cudaMemcpyAsync(h_y + offset, d_y + offset, bytes, cudaMemcpyDeviceToHost, streams[s]));
    }
    for (int s = 1; s < num_streams; ++s) {
        cudaEvent_t done;
        CUDA_CHECK(cudaEventCreateWithFlags(&done, cudaEventDisableTiming));
        CUDA_CHECK(cudaEventRecord(done, streams[s]));
        CUDA_CHECK(cudaStreamWaitEvent(streams[0], done, 0));
        CUDA_CHECK(cudaEventDestroy(done));
    }
    CUDA_CHECK(cudaEventRecord(stop, streams[0]));
    CUDA_CHECK(cudaEventSynchronize(stop));

    float ms = 0.0f;
    CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));

    int errors = 0;
    for (int i = 0; i < n; ++i) {
        float expected = a * (static_cast<float>(i % 1000) * 0.001f) + 1.0f;
        if (std::fabs(h_y[i] - expected) > 1e-5f) {
            if (errors < 5)
                std::printf("mismatch at %d: %f vs %f\n", i, h_y[i], expected);
            ++errors;
        }
    }
    std::printf("saxpy over %d streams: %.3f ms\n", num_streams, ms);

    for (auto &s : streams)
        CUDA_CHECK(cudaStreamDestroy(s));
    CUDA_CHECK(cudaEventDestroy(start));
    CUDA_CHECK(cudaEventDestroy(stop));
    CUDA_CHECK(cudaFree(d_x));
    CUDA_CHECK(cudaFree(d_y));
    CUDA_CHECK(cudaFreeHost(h_x));
    CUDA_CHECK(cudaFreeHost(h_y));

    std::printf("%s: saxpy_streams\n", errors == 0 ? "PASS" : "FAIL");
    return errors == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
