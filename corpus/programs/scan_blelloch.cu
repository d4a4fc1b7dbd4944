// Work-efficient (Blelloch) exclusive scan in shared memory, extended to large arrays with recursive block sums.
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CUDA_CHECK(expr)                                                                 \
    do {                                                                                 \
        cudaError_t rc = (expr);                                                         \
        if (rc != cudaSuccess) {                                                         \
            std::fprintf(stderr, "%s failed: %s\n", #expr, cudaGetErrorString(rc));      \
            std::exit(EXIT_FAILURE);                                                     \
        }                                                                                \
    } while (0)

constexpr int BLOCK = 256;
constexpr int ELEMS = 2 * BLOCK;

__global__ void block_scan(const unsigned *in, unsigned *out, unsigned *block_sums, int n)
{
    __shared__ unsigned temp[ELEMS];
    int base = blockIdx.x * ELEMS;
    int t = threadIdx.x;
    temp[2 * t] = base + 2 * t < n ? in[base + 2 * t] : 0u;
    temp[2 * t + 1] = base + 2 * t + 1 < n ? in[base + 2 * t + 1] : 0u;

    int offset = 1;
    for (int d = ELEMS >> 1; d > 0; d >>= 1) {
        __syncthreads();
        if (t < d) {
            int ai = offset * (2 * t + 1) - 1;
            int bi = offset * (2 * t + 2) - 1;
            temp[bi] += temp[ai];
        }
        offset *= 2;
    }
    if (t == 0) {
        if (block_sums)
            block_sums[blockIdx.x] = temp[ELEMS - 1];
        temp[ELEMS - 1] = 0;
    }
    for (int d = 1; d < ELEMS; d *= 2) {
        offset >>= 1;
        __syncthreads();
        if (t < d) {
            int ai = offset * (2 * t + 1) - 1;
            int bi = offset * (2 * t + 2) - 1;
            unsigned x = temp[ai];
            temp[ai] = temp[bi];
            temp[bi] += x;
        }
    }
    __syncthreads();
    if (base + 2 * t < n)
        out[base + 2 * t] = temp[2 * t];
    if (base + 2 * t + 1 < n)
        out[base + 2 * t + 1] = temp[2 * t + 1];
}

__global__ void add_block_offsets(unsigned *data, const unsigned *offsets, int n)
{
    int i = blockIdx.x * ELEMS + threadIdx.x;
    unsigned add = offsets[blockIdx.x];
    if (i < n)
        data[i] += add;
    if (i + BLOCK < n)
        data[i + BLOCK] += add;
}

void exclusive_scan(const unsigned *d_in, unsigned *d_out, int n)
{
    int blocks = (n + ELEMS - 1) / ELEMS;
    if (blocks == 1) {
        block_scan<<<1, BLOCK>>>(d_in, d_out, nullptr, n);
        CUDA_CHECK(cudaGetLastError());
        return;
    }
    unsigned *sums, *scanned;
    CUDA_CHECK(cudaMalloc(&sums, blocks * sizeof(unsigned)));
    CUDA_CHECK(cudaMalloc(&scanned, blocks * sizeof(unsigned)));
    block_scan<<<blocks, BLOCK>>>(d_in, d_out, sums, n);
    CUDA_CHECK(cudaGetLastError());
    exclusive_scan(sums, scanned, blocks);
    add_block_offsets<<<blocks, BLOCK>>>(d_out, scanned, n);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaFree(sums));
    CUDA_CHECK(cudaFree(scanned));
}

int main()
{
    const int sizes[] = {1, 511, 512, 513, 100000, 1 << 20};
    bool ok = true;
    for (int n : sizes) {
        std::vector<unsigned> h(n), out(n);
        for (int i = 0; i < n; ++i)
            h[i] = (i * 31u + 7u) % 10u;
        unsigned *d_in, *d_out;
        CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(unsigned)));
        CUDA_CHECK(cudaMalloc(&d_out, n * sizeof(unsigned)));
        CUDA_CHECK(cudaMemcpy(d_in, h.data(), n * sizeof(unsigned), cudaMemcpyHostToDevice));
        exclusive_scan(d_in, d_out, n);
        CUDA_CHECK(cudaMemcpy(out.data(), d_out, n * sizeof(unsigned), cudaMemcpyDeviceToHost));
        unsigned running = 0;
        int bad = 0;
        for (int i = 0; i < n; ++i) {
            bad += out[i] != running;
            running += h[i];
        }
        std::printf("n=%d mismatches=%d\n", n, bad);
        ok = ok && bad == 0;
        CUDA_CHECK(cudaFree(d_in));
        CUDA_CHECK(cudaFree(d_out));
    }
    std::printf("%s: scan_blelloch\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
