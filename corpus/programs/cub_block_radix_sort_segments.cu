// Per-block sorting with CUB block primitives: BlockLoad -> BlockRadixSort (keys + values) -> BlockStore,
// sorting independent 2048-element segments of a large array, plus a BlockScan to rank unique keys.
#include <cub/block/block_load.cuh>
#include <cub/block/block_radix_sort.cuh>
#include <cub/block/block_scan.cuh>
#include <cub/block/block_store.cuh>
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <numeric>
#include <vector>

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t err = (call);                                                         \
        if (err != cudaSuccess) {                                                         \
            std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(err)); \
            std::exit(1);                                                                 \
        }                                                                                 \
    } while (0)

template <int THREADS, int ITEMS>
__global__ void sort_segments(const unsigned *keys_in, const int *vals_in, unsigned *keys_out, int *vals_out,
                              int *unique_per_segment)
{
    using LoadK = cub::BlockLoad<unsigned, THREADS, ITEMS, cub::BLOCK_LOAD_TRANSPOSE>;
    using LoadV = cub::BlockLoad<int, THREADS, ITEMS, cub::BLOCK_LOAD_TRANSPOSE>;
    using Sort = cub::BlockRadixSort<unsigned, THREADS, ITEMS, int>;
    using StoreK = cub::BlockStore<unsigned, THREADS, ITEMS, cub::BLOCK_STORE_TRANSPOSE>;
    using StoreV = cub::BlockStore<int, THREADS, ITEMS, cub::BLOCK_STORE_TRANSPOSE>;
    using Scan = cub::BlockScan<int, THREADS>;
    __shared__ union {
        typename LoadK::TempStorage load_k;
        typename LoadV::TempStorage load_v;
        typename Sort::TempStorage sort;
        typename StoreK::TempStorage store_k;
        typename StoreV::TempStorage store_v;
        typename Scan::TempStorage scan;
    } temp;
    __shared__ unsigned last_of_thread[THREADS];

    const int offset = blockIdx.x * THREADS * ITEMS;
    unsigned k[ITEMS];
    int v[ITEMS];
    LoadK(temp.load_k).Load(keys_in + offset, k);
    __syncthreads();
    LoadV(temp.load_v).Load(vals_in + offset, v);
    __syncthreads();
    Sort(temp.sort).Sort(k, v);
    __syncthreads();

    // After Sort the keys are in a blocked arrangement: count boundaries between distinct keys.
    last_of_thread[threadIdx.x] = k[ITEMS - 1];
    __syncthreads();
    int heads = 0;
    for (int i = 0; i < ITEMS; ++i) {
        unsigned prev = i > 0 ? k[i - 1] : (threadIdx.x > 0 ? last_of_thread[threadIdx.x - 1] : ~k[0]);
        heads += k[i] != prev;
    }
    int total = 0;
    int ignored;
    Scan(temp.scan).ExclusiveSum(heads, ignored, total);
    __syncthreads();
    if (threadIdx.x == 0)
        unique_per_segment[blockIdx.x] = total;

    StoreK(temp.store_k).Store(keys_out + offset, k);
    __syncthreads();
    StoreV(temp.store_v).Store(vals_out + offset, v);
}

int main()
{
    constexpr int threads = 256, items = 8, seg = threads * items, segments = 64, n = seg * segments;
    std::vector<unsigned> keys(n);
    std::vector<int> vals(n);
    for (int i = 0; i < n; ++i) {
        keys[i] = (static_cast<unsigned>(i) * 2654435761u) % 5000u;
        vals[i] = i;
    }
    unsigned *dk_in, *dk_out;
    int *dv_in, *dv_out, *d_unique;
    CUDA_CHECK(cudaMalloc(&dk_in, n * sizeof(unsigned)));
    CUDA_CHECK(cudaMalloc(&dk_out, n * sizeof(unsigned)));
    CUDA_CHECK(cudaMalloc(&dv_in, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&dv_out, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_unique, segments * sizeof(int)));
    CUDA_CHECK(cudaMemcpy(dk_in, keys.data(), n * sizeof(unsigned), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(dv_in, vals.data(), n * sizeof(int), cudaMemcpyHostToDevice));
    sort_segments<threads, items><<<segments, threads>>>(dk_in, dv_in, dk_out, dv_out, d_unique);
    CUDA_CHECK(cudaGetLastError());

    std::vector<unsigned> got_k(n);
    std::vector<int> got_v(n), unique(segments);
    CUDA_CHECK(cudaMemcpy(got_k.data(), dk_out, n * sizeof(unsigned), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(got_v.data(), dv_out, n * sizeof(int), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(unique.data(), d_unique, segments * sizeof(int), cudaMemcpyDeviceToHost));

    int bad = 0;
    for (int s = 0; s < segments; ++s) {
        std::vector<unsigned> ref(keys.begin() + s * seg, keys.begin() + (s + 1) * seg);
        std::sort(ref.begin(), ref.end());
        int want_unique = static_cast<int>(std::unique(ref.begin(), ref.end()) - ref.begin());
        std::sort(keys.begin() + s * seg, keys.begin() + (s + 1) * seg);
        for (int i = s * seg; i < (s + 1) * seg; ++i) {
            bad += got_k[i] != keys[i];
            bad += (static_cast<unsigned>(got_v[i]) * 2654435761u) % 5000u != got_k[i];
        }
        bad += unique[s] != want_unique;
    }
    std::printf("%d segments of %d sorted, segment 0 has %d distinct keys, mismatches %d\n", segments, seg, unique[0], bad);
    for (void *p : {static_cast<void *>(dk_in), static_cast<void *>(dk_out), static_cast<void *>(dv_in),
                    static_cast<void *>(dv_out), static_cast<void *>(d_unique)})
        CUDA_CHECK(cudaFree(p));
    std::printf("%s: cub_block_radix_sort_segments\n", bad == 0 ? "PASS" : "FAIL");
    return bad == 0 ? 0 : 1;
}
