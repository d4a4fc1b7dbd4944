// Exercises <latch> (C++20): stream callbacks counting down a std::latch that the host waits on.
#include <latch>

__global__ void work(float *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] = v[i] * 0.5f + 1.0f;
}

void CUDART_CB count_down(void *arg)
{
    static_cast<std::latch *>(arg)->count_down();
}

int main()
{
    constexpr int streams = 4, n = 1 << 12;
    float *d;
    cudaMalloc(&d, streams * n * sizeof(float));
    std::latch done(streams);
    cudaStream_t s[streams];
    for (int i = 0; i < streams; ++i) {
        cudaStreamCreate(&s[i]);
        work<<<n / 256, 256, 0, s[i]>>>(d + i * n, n);
        cudaLaunchHostFunc(s[i], count_down, &done);
    }
    done.wait();
    for (auto st : s)
        cudaStreamDestroy(st);
    cudaFree(d);
    return done.try_wait() && std::latch::max() >= streams ? 0 : 1;
}
