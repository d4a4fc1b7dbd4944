// Exercises <cuda/memory_resource>: a custom resource satisfying cuda::mr::resource_with and a resource_ref to it.
#define LIBCUDACXX_ENABLE_EXPERIMENTAL_MEMORY_RESOURCE
#include <cuda/memory_resource>

struct DeviceResource {
    void *allocate(std::size_t bytes, std::size_t = alignof(std::max_align_t))
    {
        void *p = nullptr;
        cudaMalloc(&p, bytes);
        return p;
    }
    void deallocate(void *p, std::size_t, std::size_t = alignof(std::max_align_t)) noexcept { cudaFree(p); }
    bool operator==(const DeviceResource &) const { return true; }
    bool operator!=(const DeviceResource &) const { return false; }
    friend void get_property(const DeviceResource &, cuda::mr::device_accessible) noexcept {}
};

static_assert(cuda::mr::resource_with<DeviceResource, cuda::mr::device_accessible>, "");
static_assert(!cuda::mr::resource_with<DeviceResource, cuda::mr::host_accessible>, "");

__global__ void fill(int *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] = i * 3;
}

int use(cuda::mr::resource_ref<cuda::mr::device_accessible> mr, int n)
{
    int *d = static_cast<int *>(mr.allocate(n * sizeof(int), alignof(int)));
    fill<<<(n + 127) / 128, 128>>>(d, n);
    int last = 0;
    cudaMemcpy(&last, d + n - 1, sizeof(int), cudaMemcpyDeviceToHost);
    mr.deallocate(d, n * sizeof(int), alignof(int));
    return last;
}

int main()
{
    DeviceResource res;
    return use(res, 500) == 1497 ? 0 : 1;
}
