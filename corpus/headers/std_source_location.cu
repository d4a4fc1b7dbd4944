// Exercises <source_location> (C++20): a CUDA_CHECK helper reporting the caller's location.
#include <source_location>

__global__ void touch(int *p)
{
    p[threadIdx.x] = threadIdx.x;
}

struct CheckResult {
    int line;
    const char *file;
    const char *function;
    cudaError_t error;
};

CheckResult check(cudaError_t e, std::source_location loc = std::source_location::current())
{
    return {static_cast<int>(loc.line()), loc.file_name(), loc.function_name(), e};
}

int main()
{
    int *d = nullptr;
    CheckResult r1 = check(cudaMalloc(&d, 32 * sizeof(int)));
    touch<<<1, 32>>>(d);
    CheckResult r2 = check(cudaGetLastError());
    CheckResult r3 = check(cudaFree(d));
    auto here = std::source_location::current();
    return r1.line < r2.line && r3.error == cudaSuccess && here.column() > 0 ? 0 : 1;
}
