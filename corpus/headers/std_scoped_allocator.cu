// Exercises <scoped_allocator>: std::scoped_allocator_adaptor over a pinned-memory allocator.
#include <scoped_allocator>

template <typename T>
struct PinnedAllocator {
    using value_type = T;
    PinnedAllocator() = default;
    template <typename U>
    PinnedAllocator(const PinnedAllocator<U> &) {}
    T *allocate(std::size_t n)
    {
        void *p = nullptr;
        cudaMallocHost(&p, n * sizeof(T));
        return static_cast<T *>(p);
    }
    void deallocate(T *p, std::size_t) { cudaFreeHost(p); }
    template <typename U>
    bool operator==(const PinnedAllocator<U> &) const { return true; }
    template <typename U>
    bool operator!=(const PinnedAllocator<U> &) const { return false; }
};

__global__ void double_it(int *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] *= 2;
}

int main()
{
    using Scoped = std::scoped_allocator_adaptor<PinnedAllocator<int>>;
    Scoped alloc;
    const int n = 64;
    int *h = std::allocator_traits<Scoped>::allocate(alloc, n);
    for (int i = 0; i < n; ++i)
        std::allocator_traits<Scoped>::construct(alloc, h + i, i);
    int *d;
    cudaMalloc(&d, n * sizeof(int));
    cudaMemcpy(d, h, n * sizeof(int), cudaMemcpyHostToDevice);
    double_it<<<1, n>>>(d, n);
    cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
    cudaFree(d);
    int last = h[n - 1];
    std::allocator_traits<Scoped>::deallocate(alloc, h, n);
    return last == 126 && alloc.outer_allocator() == alloc.inner_allocator() ? 0 : 1;
}
