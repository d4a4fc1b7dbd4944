// Exercises <unordered_map>: caching device buffers keyed by size.
#include <unordered_map>

__global__ void iota_kernel(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] = i;
}

class BufferCache {
public:
    int *get(std::size_t n)
    {
        auto it = cache_.find(n);
        if (it != cache_.end())
            return it->second;
        int *p = nullptr;
        cudaMalloc(&p, n * sizeof(int));
        iota_kernel<<<(unsigned)((n + 255) / 256), 256>>>(p, (int)n);
        cache_.emplace(n, p);
        return p;
    }
    ~BufferCache()
    {
        for (auto &kv : cache_)
            cudaFree(kv.second);
    }
    std::size_t size() const { return cache_.size(); }

private:
    std::unordered_map<std::size_t, int *> cache_;
};

int main()
{
    BufferCache cache;
    cache.get(1024);
    cache.get(1024);
    cache.get(4096);
    std::unordered_multimap<int, char> mm{{1, 'a'}, {1, 'b'}};
    return cache.size() == 2 && mm.count(1) == 2 ? 0 : 1;
}
