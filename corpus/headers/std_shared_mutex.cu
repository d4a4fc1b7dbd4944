// Exercises <shared_mutex>: a reader/writer lock protecting a device constant table.
#include <shared_mutex>

__constant__ float c_table[16];

__global__ void apply_table(float *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] *= c_table[i % 16];
}

class TableState {
public:
    void update(const float *host)
    {
        mutex_.lock();
        cudaMemcpyToSymbol(c_table, host, 16 * sizeof(float));
        ++version_;
        mutex_.unlock();
    }
    int launch(float *dev, int n) const
    {
        std::shared_lock<std::shared_mutex> lock(mutex_);
        apply_table<<<(n + 127) / 128, 128>>>(dev, n);
        return version_;
    }

private:
    mutable std::shared_mutex mutex_;
    std::shared_timed_mutex unused_;
    int version_ = 0;
};

int run(TableState &state, float *dev)
{
    float ones[16];
    for (float &x : ones)
        x = 1.0f;
    state.update(ones);
    return state.launch(dev, 1024);
}
