// Exercises <iosfwd>: forward declarations of stream types in an interface that logs device results.
#include <iosfwd>

__global__ void reduce_max(const int *v, int n, int *out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        atomicMax(out, v[i]);
}

class DeviceLogger {
public:
    explicit DeviceLogger(std::ostream *sink) : sink_(sink) {}
    std::ostream *sink() const { return sink_; }
    void log_max(const int *dev_values, int n, int *dev_out);
    std::streamsize width() const { return width_; }

private:
    std::ostream *sink_;
    std::streamsize width_ = 8;
};

void DeviceLogger::log_max(const int *dev_values, int n, int *dev_out)
{
    reduce_max<<<(n + 255) / 256, 256>>>(dev_values, n, dev_out);
}

std::wistream *no_wide_input() { return nullptr; }
