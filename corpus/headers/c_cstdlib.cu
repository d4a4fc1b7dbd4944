// Exercises <cstdlib>: std::getenv/strtol/qsort/malloc on the host and malloc/free in device code.
#include <cstdlib>

__global__ void device_heap(int *out)
{
    int *scratch = static_cast<int *>(malloc(4 * sizeof(int)));
    if (scratch) {
        for (int i = 0; i < 4; ++i)
            scratch[i] = i * threadIdx.x;
        out[threadIdx.x] = scratch[3];
        free(scratch);
    }
}

static int cmp_int(const void *a, const void *b)
{
    return *static_cast<const int *>(a) - *static_cast<const int *>(b);
}

int main()
{
    const char *env = std::getenv("BLOCK_THREADS");
    long threads = env ? std::strtol(env, nullptr, 10) : 32;
    if (threads <= 0 || threads > 1024)
        threads = 32;
    int *d;
    cudaMalloc(&d, threads * sizeof(int));
    device_heap<<<1, static_cast<unsigned>(threads)>>>(d);
    int *h = static_cast<int *>(std::malloc(threads * sizeof(int)));
    cudaMemcpy(h, d, threads * sizeof(int), cudaMemcpyDeviceToHost);
    std::qsort(h, threads, sizeof(int), cmp_int);
    int ok = h[threads - 1] == 3 * (threads - 1);
    std::free(h);
    cudaFree(d);
    std::div_t q = std::div(7, 2);
    std::atexit([] {});
    return ok && q.quot == 3 && std::abs(-4) == 4 ? EXIT_SUCCESS : EXIT_FAILURE;
}
