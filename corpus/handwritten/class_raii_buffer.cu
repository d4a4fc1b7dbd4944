#include "prelude.cuh"

// RAII owner of a host buffer (new[]/delete[]) with move semantics, plus a
// scope guard; copying is disabled.
template <typename T>
class HostBuffer {
public:
    HostBuffer() = default;
    explicit HostBuffer(size_t n) : data_(new T[n]()), size_(n) {}
    ~HostBuffer() { delete[] data_; }

    HostBuffer(const HostBuffer &) = delete;
    HostBuffer &operator=(const HostBuffer &) = delete;
    HostBuffer(HostBuffer &&o) noexcept : data_(o.data_), size_(o.size_) { o.data_ = nullptr; o.size_ = 0; }
    HostBuffer &operator=(HostBuffer &&o) noexcept
    {
        if (this != &o) {
            delete[] data_;
            data_ = o.data_; size_ = o.size_;
            o.data_ = nullptr; o.size_ = 0;
        }
        return *this;
    }

    T *data() const { return data_; }
    size_t size() const { return size_; }
    T &operator[](size_t i) { return data_[i]; }

private:
    T *data_ = nullptr;
    size_t size_ = 0;
};

class LaunchCounter {
public:
    explicit LaunchCounter(int &c) : count_(c) { ++count_; }
    ~LaunchCounter() { --count_; }
private:
    int &count_;
};

__global__ void iota(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = i;
}

int active_launches = 0;

int main()
{
    HostBuffer<int> a(256);
    HostBuffer<int> b;
    b = static_cast<HostBuffer<int> &&>(a);
    {
        LaunchCounter guard(active_launches);
        iota<<<1, 256>>>(b.data(), (int)b.size());
    }
    b[3] = 42;
    return active_launches + (a.data() == nullptr ? 0 : 1);
}
