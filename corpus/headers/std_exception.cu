// Exercises <exception>: std::exception_ptr carrying a CUDA failure out of a worker function.
#include <exception>

struct CudaFailure : std::exception {
    explicit CudaFailure(cudaError_t e) : err(e) {}
    const char *what() const noexcept override { return cudaGetErrorString(err); }
    cudaError_t err;
};

__global__ void write_one(int *p)
{
    *p = 1;
}

std::exception_ptr try_launch(int *dev)
{
    try {
        write_one<<<1, 1>>>(dev);
        cudaError_t e = cudaGetLastError();
        if (e != cudaSuccess)
            throw CudaFailure(e);
        e = cudaDeviceSynchronize();
        if (e != cudaSuccess)
            throw CudaFailure(e);
    } catch (...) {
        return std::current_exception();
    }
    return nullptr;
}

int main()
{
    std::set_terminate([] { std::abort(); });
    int *dev = nullptr;
    cudaMalloc(&dev, sizeof(int));
    std::exception_ptr ep = try_launch(dev);
    cudaFree(dev);
    if (!ep)
        return 0;
    try {
        std::rethrow_exception(ep);
    } catch (const std::exception &e) {
        return std::uncaught_exceptions() == 0 && e.what() ? 1 : 2;
    }
}
