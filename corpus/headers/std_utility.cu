// Exercises <utility>: std::pair, std::move, std::swap, std::exchange and integer_sequence.
#include <utility>

template <int... Is>
__global__ void unrolled_store(int *out, std::integer_sequence<int, Is...>)
{
    ((out[Is] = Is * Is), ...);
}

class DeviceBuffer {
public:
    explicit DeviceBuffer(std::size_t n) : size_(n) { cudaMalloc(&ptr_, n * sizeof(int)); }
    DeviceBuffer(DeviceBuffer &&o) noexcept : ptr_(std::exchange(o.ptr_, nullptr)), size_(o.size_) {}
    DeviceBuffer &operator=(DeviceBuffer &&o) noexcept
    {
        std::swap(ptr_, o.ptr_);
        std::swap(size_, o.size_);
        return *this;
    }
    ~DeviceBuffer() { cudaFree(ptr_); }
    int *get() const { return ptr_; }

private:
    int *ptr_ = nullptr;
    std::size_t size_ = 0;
};

int main()
{
    DeviceBuffer a(8);
    DeviceBuffer b = std::move(a);
    unrolled_store<<<1, 1>>>(b.get(), std::make_integer_sequence<int, 8>{});
    int h[8];
    cudaMemcpy(h, b.get(), sizeof(h), cudaMemcpyDeviceToHost);
    std::pair<int, int> p = std::make_pair(h[7], h[3]);
    auto [x, y] = p;
    return x == 49 && y == 9 && a.get() == nullptr && std::as_const(p).first == 49 ? 0 : 1;
}
