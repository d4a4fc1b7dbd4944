// Exercises <barrier> (C++20): stream callbacks and the host meeting at a std::barrier per phase.
#include <barrier>

__global__ void phase(int *v, int n, int p)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] += p;
}

int g_phases_done = 0;

struct OnPhase {
    void operator()() noexcept { ++g_phases_done; }
};

using PhaseBarrier = std::barrier<OnPhase>;

void CUDART_CB arrive(void *arg)
{
    (void)static_cast<PhaseBarrier *>(arg)->arrive();
}

int main()
{
    constexpr int streams = 3, n = 256;
    int *d;
    cudaMalloc(&d, streams * n * sizeof(int));
    cudaMemset(d, 0, streams * n * sizeof(int));
    PhaseBarrier sync(streams + 1);
    cudaStream_t s[streams];
    for (auto &st : s)
        cudaStreamCreate(&st);
    for (int p = 1; p <= 2; ++p) {
        for (int i = 0; i < streams; ++i) {
            phase<<<1, n, 0, s[i]>>>(d + i * n, n, p);
            cudaLaunchHostFunc(s[i], arrive, &sync);
        }
        sync.arrive_and_wait();
    }
    int h = 0;
    cudaMemcpy(&h, d + n - 1, sizeof(int), cudaMemcpyDeviceToHost);
    for (auto st : s)
        cudaStreamDestroy(st);
    cudaFree(d);
    return h == 3 && g_phases_done == 2 && PhaseBarrier::max() > 0 ? 0 : 1;
}
