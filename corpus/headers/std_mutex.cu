// Exercises <mutex>: guarding a shared device-allocation registry with std::mutex and std::once_flag.
#include <mutex>

__global__ void init_buffer(float *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] = 1.0f;
}

class Registry {
public:
    float *allocate(int n)
    {
        std::call_once(init_, [] { cudaFree(nullptr); });
        float *p = nullptr;
        cudaMalloc(&p, n * sizeof(float));
        init_buffer<<<(n + 255) / 256, 256>>>(p, n);
        std::lock_guard<std::mutex> lock(mutex_);
        if (count_ < 16)
            ptrs_[count_++] = p;
        return p;
    }
    void release_all()
    {
        std::unique_lock<std::mutex> lock(mutex_);
        for (int i = 0; i < count_; ++i)
            cudaFree(ptrs_[i]);
        count_ = 0;
        lock.unlock();
        std::scoped_lock both(mutex_, other_);
    }

private:
    std::mutex mutex_, other_;
    std::once_flag init_;
    float *ptrs_[16] = {};
    int count_ = 0;
};

Registry &registry()
{
    static Registry r;
    return r;
}
