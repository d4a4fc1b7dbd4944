// 1D convolution with the filter in __constant__ memory and a shared-memory halo tile, vs a host reference.
#include <cmath>
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

constexpr int RADIUS = 7;
constexpr int FILTER = 2 * RADIUS + 1;
constexpr int BLOCK = 256;

__constant__ float c_filter[FILTER];

__global__ void convolve(const float *in, float *out, int n)
{
    __shared__ float tile[BLOCK + 2 * RADIUS];
    int gid = blockIdx.x * BLOCK + threadIdx.x;
    int lid = threadIdx.x + RADIUS;
    tile[lid] = gid < n ? in[gid] : 0.0f;
    if (threadIdx.x < RADIUS) {
        int left = gid - RADIUS, right = gid + BLOCK;
        tile[threadIdx.x] = left >= 0 ? in[left] : 0.0f;
        tile[lid + BLOCK] = right < n ? in[right] : 0.0f;
    }
    __syncthreads();
    if (gid < n) {
        float acc = 0.0f;
#pragma unroll
        for (int k = -RADIUS; k <= RADIUS; ++k)
            acc += c_filter[k + RADIUS] * tile[lid + k];
        out[gid] = acc;
    }
}

int main()
{
    const int n = 100003;
    std::vector<float> filter(FILTER), in(n), out(n), ref(n);
    float norm = 0.0f;
    for (int k = 0; k < FILTER; ++k) {
        filter[k] = std::exp(-0.5f * (k - RADIUS) * (k - RADIUS) / 9.0f);
        norm += filter[k];
    }
    for (float &f : filter)
        f /= norm;
    for (int i = 0; i < n; ++i)
        in[i] = (i % 50 < 25) ? 1.0f : -1.0f;
    for (int i = 0; i < n; ++i) {
        float acc = 0.0f;
        for (int k = -RADIUS; k <= RADIUS; ++k) {
            int j = i + k;
            acc += filter[k + RADIUS] * (j >= 0 && j < n ? in[j] : 0.0f);
        }
        ref[i] = acc;
    }

    CUDA_CHECK(cudaMemcpyToSymbol(c_filter, filter.data(), FILTER * sizeof(float)));
    float *d_in, *d_out;
    CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&d_out, n * sizeof(float)));
    CUDA_CHECK(cudaMemcpy(d_in, in.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    convolve<<<(n + BLOCK - 1) / BLOCK, BLOCK>>>(d_in, d_out, n);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpy(out.data(), d_out, n * sizeof(float), cudaMemcpyDeviceToHost));

    float check_filter[FILTER];
    CUDA_CHECK(cudaMemcpyFromSymbol(check_filter, c_filter, sizeof(check_filter)));
    double max_err = 0.0;
    for (int i = 0; i < n; ++i)
        max_err = std::fmax(max_err, std::fabs(out[i] - ref[i]));
    std::printf("max error %.2e, centre tap %.5f\n", max_err, check_filter[RADIUS]);
    CUDA_CHECK(cudaFree(d_in));
    CUDA_CHECK(cudaFree(d_out));
    bool ok = max_err < 1e-5 && check_filter[RADIUS] == filter[RADIUS];
    std::printf("%s: constant_memory_convolution\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
