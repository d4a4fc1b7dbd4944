// Zero-copy access to mapped pinned host memory (cudaHostAllocMapped + cudaHostGetDevicePointer), a
// write-combined input buffer, and registering an existing host allocation with cudaHostRegister.
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t err = (call);                                                         \
        if (err != cudaSuccess) {                                                         \
            std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(err)); \
            std::exit(1);                                                                 \
        }                                                                                 \
    } while (0)

__global__ void blend(const float *a, const float *b, float *out, int n, float t)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = (1.0f - t) * a[i] + t * b[i];
}

int main()
{
    int can_map = 0;
    CUDA_CHECK(cudaDeviceGetAttribute(&can_map, cudaDevAttrCanMapHostMemory, 0));
    if (!can_map) {
        std::printf("device cannot map host memory\nFAIL: mapped_zero_copy\n");
        return 1;
    }
    const int n = 1 << 18;
    float *h_a, *h_out;
    CUDA_CHECK(cudaHostAlloc(&h_a, n * sizeof(float), cudaHostAllocMapped | cudaHostAllocWriteCombined));
    CUDA_CHECK(cudaHostAlloc(&h_out, n * sizeof(float), cudaHostAllocMapped));
    std::vector<float> b(n);
    for (int i = 0; i < n; ++i) {
        h_a[i] = static_cast<float>(i % 100);
        b[i] = 100.0f - static_cast<float>(i % 100);
    }
    CUDA_CHECK(cudaHostRegister(b.data(), n * sizeof(float), cudaHostRegisterMapped));

    float *d_a, *d_b, *d_out;
    CUDA_CHECK(cudaHostGetDevicePointer(&d_a, h_a, 0));
    CUDA_CHECK(cudaHostGetDevicePointer(&d_b, b.data(), 0));
    CUDA_CHECK(cudaHostGetDevicePointer(&d_out, h_out, 0));
    blend<<<(n + 255) / 256, 256>>>(d_a, d_b, d_out, n, 0.25f);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());

    unsigned flags = 0;
    CUDA_CHECK(cudaHostGetFlags(&flags, h_out));
    int bad = 0;
    for (int i = 0; i < n; ++i) {
        float want = 0.75f * static_cast<float>(i % 100) + 0.25f * (100.0f - static_cast<float>(i % 100));
        bad += h_out[i] != want;
    }
    std::printf("zero-copy blend: out[1]=%.2f, host flags 0x%x, mismatches %d\n", h_out[1], flags, bad);
    CUDA_CHECK(cudaHostUnregister(b.data()));
    CUDA_CHECK(cudaFreeHost(h_a));
    CUDA_CHECK(cudaFreeHost(h_out));
    bool ok = bad == 0 && (flags & cudaHostAllocMapped);
    std::printf("%s: mapped_zero_copy\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
