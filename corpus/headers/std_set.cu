// Exercises <set>: deduplicating device results with std::set and std::multiset.
#include <set>

__global__ void hash_ids(unsigned *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = (i * 2654435761u) >> 28;
}

std::size_t distinct_hashes(int n)
{
    unsigned *d_out;
    cudaMalloc(&d_out, n * sizeof(unsigned));
    hash_ids<<<(n + 127) / 128, 128>>>(d_out, n);
    unsigned *h = new unsigned[n];
    cudaMemcpy(h, d_out, n * sizeof(unsigned), cudaMemcpyDeviceToHost);
    cudaFree(d_out);

    std::set<unsigned> unique(h, h + n);
    std::multiset<unsigned, std::greater<unsigned>> all(h, h + n);
    delete[] h;
    auto it = unique.lower_bound(4);
    return unique.size() + all.count(0) + (it != unique.end() ? *it : 0);
}
