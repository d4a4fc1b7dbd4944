// Dynamic parallelism (-rdc=true): a parent kernel launches child grids per segment, children launch
// grandchildren for large segments; results are checked once the whole launch tree has completed.
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

__device__ unsigned int d_launch_count = 0;

__global__ void leaf(int *data, int begin, int end, int depth)
{
    int i = begin + blockIdx.x * blockDim.x + threadIdx.x;
    if (i < end)
        data[i] = depth * 1000 + (i - begin) % 1000;
}

__global__ void segment(int *data, const int *offsets, int depth)
{
    int s = blockIdx.x;
    int begin = offsets[s], end = offsets[s + 1];
    int len = end - begin;
    if (threadIdx.x != 0 || len <= 0)
        return;
    atomicAdd(&d_launch_count, 1u);
    if (len > 4096) {
        int half = len / 2;
        leaf<<<(half + 255) / 256, 256>>>(data, begin, begin + half, depth + 1);
        leaf<<<(len - half + 255) / 256, 256>>>(data, begin + half, end, depth + 1);
    } else {
        leaf<<<(len + 255) / 256, 256>>>(data, begin, end, depth);
    }
}

int main()
{
    std::vector<int> offsets = {0, 100, 5000, 5001, 20000, 20000, 30000};
    const int segments = static_cast<int>(offsets.size()) - 1;
    const int n = offsets.back();
    int *d_data, *d_offsets;
    CUDA_CHECK(cudaMalloc(&d_data, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_offsets, offsets.size() * sizeof(int)));
    CUDA_CHECK(cudaMemset(d_data, 0xff, n * sizeof(int)));
    CUDA_CHECK(cudaMemcpy(d_offsets, offsets.data(), offsets.size() * sizeof(int), cudaMemcpyHostToDevice));
    segment<<<segments, 32>>>(d_data, d_offsets, 0);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());

    std::vector<int> out(n);
    unsigned launches = 0;
    CUDA_CHECK(cudaMemcpy(out.data(), d_data, n * sizeof(int), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpyFromSymbol(&launches, d_launch_count, sizeof(unsigned)));

    int bad = 0;
    for (int s = 0; s < segments; ++s) {
        int begin = offsets[s], end = offsets[s + 1], len = end - begin;
        for (int i = begin; i < end; ++i) {
            int want;
            if (len > 4096) {
                int half = len / 2;
                int local_begin = i < begin + half ? begin : begin + half;
                want = 1000 + (i - local_begin) % 1000;
            } else {
                want = (i - begin) % 1000;
            }
            bad += out[i] != want;
        }
    }
    std::printf("segments launched from device: %u, mismatches %d\n", launches, bad);
    CUDA_CHECK(cudaFree(d_data));
    CUDA_CHECK(cudaFree(d_offsets));
    bool ok = bad == 0 && launches == 5;
    std::printf("%s: dynamic_parallelism_tree\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
