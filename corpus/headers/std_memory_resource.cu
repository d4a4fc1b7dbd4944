// Exercises <memory_resource>: a std::pmr::memory_resource backed by cudaMallocManaged.
#include <memory_resource>

class ManagedResource : public std::pmr::memory_resource {
    void *do_allocate(std::size_t bytes, std::size_t) override
    {
        void *p = nullptr;
        if (cudaMallocManaged(&p, bytes) != cudaSuccess)
            throw std::bad_alloc();
        return p;
    }
    void do_deallocate(void *p, std::size_t, std::size_t) override { cudaFree(p); }
    bool do_is_equal(const std::pmr::memory_resource &o) const noexcept override { return this == &o; }
};

__global__ void increment(int *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        ++v[i];
}

int main()
{
    ManagedResource managed;
    std::pmr::polymorphic_allocator<int> alloc(&managed);
    const int n = 256;
    int *v = alloc.allocate(n);
    for (int i = 0; i < n; ++i)
        v[i] = i;
    increment<<<1, n>>>(v, n);
    cudaDeviceSynchronize();
    int last = v[n - 1];
    alloc.deallocate(v, n);

    char arena[1024];
    std::pmr::monotonic_buffer_resource mono(arena, sizeof(arena), std::pmr::null_memory_resource());
    std::pmr::unsynchronized_pool_resource pool(&mono);
    void *small = pool.allocate(64, 16);
    pool.deallocate(small, 64, 16);
    return last == n && std::pmr::get_default_resource() != nullptr ? 0 : 1;
}
