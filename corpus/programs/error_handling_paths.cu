// Error handling in the runtime API: provoking and checking invalid configurations, bad arguments,
// failed allocations and sticky-vs-non-sticky errors, with an exception-based wrapper.
#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <string>

class CudaError : public std::runtime_error {
public:
    CudaError(cudaError_t code, const std::string &where)
        : std::runtime_error(where + ": " + cudaGetErrorName(code) + " (" + cudaGetErrorString(code) + ")"), code_(code)
    {
    }
    cudaError_t code() const { return code_; }

private:
    cudaError_t code_;
};

#define CUDA_THROW_IF(call)                                                                  \
    do {                                                                                     \
        cudaError_t e_ = (call);                                                             \
        if (e_ != cudaSuccess)                                                               \
            throw CudaError(e_, std::string(#call) + " @" + std::to_string(__LINE__));       \
    } while (0)

__global__ void simple(int *out)
{
    out[threadIdx.x] = threadIdx.x;
}

static int g_failures = 0;

static void expect(bool cond, const char *what)
{
    std::printf("  [%s] %s\n", cond ? "ok" : "FAILED", what);
    if (!cond)
        ++g_failures;
}

int main()
{
    int *d = nullptr;
    CUDA_THROW_IF(cudaMalloc(&d, 1024 * sizeof(int)));

    // 1. Invalid launch configuration: too many threads per block (launch error, not sticky).
    simple<<<1, 4096>>>(d);
    cudaError_t e = cudaGetLastError();
    std::printf("  oversized block -> %s\n", cudaGetErrorName(e));
    expect(e == cudaErrorInvalidConfiguration || e == cudaErrorInvalidValue, "oversized block is rejected at launch");
    expect(cudaGetLastError() == cudaSuccess, "cudaGetLastError resets the launch error");

    // 2. Too much dynamic shared memory.
    simple<<<1, 32, 1 << 30>>>(d);
    e = cudaPeekAtLastError();
    expect(e != cudaSuccess, "huge dynamic shared memory is rejected");
    expect(cudaPeekAtLastError() == e, "cudaPeekAtLastError does not reset");
    (void)cudaGetLastError();

    // 3. Invalid arguments to API calls.
    int host_word = 7;
    e = cudaMemcpy(d, &host_word, sizeof(int), static_cast<cudaMemcpyKind>(42));
    expect(e == cudaErrorInvalidMemcpyDirection, "cudaMemcpy with a bogus kind is cudaErrorInvalidMemcpyDirection");
    (void)cudaGetLastError();
    e = cudaSetDevice(1 << 20);
    expect(e == cudaErrorInvalidDevice, "cudaSetDevice with a bogus ordinal is cudaErrorInvalidDevice");
    (void)cudaGetLastError();

    // 4. Allocation failure surfaces as an exception through the wrapper.
    try {
        void *huge = nullptr;
        CUDA_THROW_IF(cudaMalloc(&huge, size_t(1) << 60));
        expect(false, "allocating 2^60 bytes should fail");
    } catch (const CudaError &err) {
        expect(err.code() == cudaErrorMemoryAllocation, "cudaMalloc(2^60) throws cudaErrorMemoryAllocation");
        std::printf("  caught: %s\n", err.what());
    }
    (void)cudaGetLastError();

    // 5. The context is still healthy: a correct launch works.
    simple<<<1, 256>>>(d);
    CUDA_THROW_IF(cudaGetLastError());
    CUDA_THROW_IF(cudaDeviceSynchronize());
    int h[256];
    CUDA_THROW_IF(cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost));
    expect(h[255] == 255, "valid launch after errors produces correct data");

    // 6. Error names/strings are available for every enum value we touched.
    expect(std::string(cudaGetErrorName(cudaErrorInvalidValue)) == "cudaErrorInvalidValue", "cudaGetErrorName");

    CUDA_THROW_IF(cudaFree(d));
    std::printf("%s: error_handling_paths (%d failed checks)\n", g_failures == 0 ? "PASS" : "FAIL", g_failures);
    return g_failures == 0 ? 0 : 1;
}
