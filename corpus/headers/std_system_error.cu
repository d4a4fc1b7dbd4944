// Exercises <system_error>: a custom std::error_category that maps cudaError_t to std::error_code.
#include <system_error>

class CudaCategory : public std::error_category {
public:
    const char *name() const noexcept override { return "cuda"; }
    std::string message(int ev) const override { return cudaGetErrorString(static_cast<cudaError_t>(ev)); }
};

const std::error_category &cuda_category()
{
    static CudaCategory cat;
    return cat;
}

std::error_code make_cuda_error(cudaError_t e)
{
    return {static_cast<int>(e), cuda_category()};
}

__global__ void kernel_ok(int *p)
{
    p[threadIdx.x] = 0;
}

std::error_code launch(int *dev)
{
    kernel_ok<<<1, 32>>>(dev);
    std::error_code ec = make_cuda_error(cudaGetLastError());
    if (ec)
        return ec;
    return make_cuda_error(cudaDeviceSynchronize());
}

int main()
{
    std::error_code ec = launch(nullptr);
    try {
        if (ec)
            throw std::system_error(ec, "launch");
    } catch (const std::system_error &e) {
        return e.code().category() == cuda_category() ? 1 : 2;
    }
    std::error_condition cond = std::errc::invalid_argument;
    return cond == std::make_error_code(std::errc::invalid_argument) ? 0 : 3;
}
