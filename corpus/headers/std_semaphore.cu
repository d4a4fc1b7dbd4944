// Exercises <semaphore> (C++20): a counting semaphore bounding the number of in-flight device buffers.
#include <semaphore>

__global__ void process(int *v, int n, int tag)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] = tag;
}

std::counting_semaphore<4> g_slots(4);
std::binary_semaphore g_done(0);

void CUDART_CB release_slot(void *)
{
    g_slots.release();
}

int main()
{
    const int n = 1024, batches = 10;
    int *d;
    cudaMalloc(&d, 4 * n * sizeof(int));
    cudaStream_t s;
    cudaStreamCreate(&s);
    for (int b = 0; b < batches; ++b) {
        g_slots.acquire();
        process<<<n / 128, 128, 0, s>>>(d + (b % 4) * n, n, b);
        cudaLaunchHostFunc(s, release_slot, nullptr);
    }
    cudaStreamSynchronize(s);
    g_done.release();
    bool finished = g_done.try_acquire();
    cudaStreamDestroy(s);
    cudaFree(d);
    return finished && decltype(g_slots)::max() >= 4 ? 0 : 1;
}
