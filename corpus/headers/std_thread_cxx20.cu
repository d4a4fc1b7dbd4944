// Exercises <thread> in C++20: std::jthread workers with cooperative cancellation driving kernels.
#include <thread>

__global__ void tick(unsigned *counter)
{
    atomicAdd(counter, 1u);
}

int main()
{
    unsigned *d;
    cudaMalloc(&d, sizeof(unsigned));
    cudaMemset(d, 0, sizeof(unsigned));
    {
        std::jthread worker([d](std::stop_token st) {
            cudaStream_t s;
            cudaStreamCreate(&s);
            for (int i = 0; i < 4 && !st.stop_requested(); ++i)
                tick<<<1, 64, 0, s>>>(d);
            cudaStreamSynchronize(s);
            cudaStreamDestroy(s);
        });
        std::jthread idle([](std::stop_token st) {
            while (!st.stop_requested())
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
        });
        worker.join();
        idle.request_stop();
    }
    unsigned h = 0;
    cudaMemcpy(&h, d, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return h == 256u ? 0 : 1;
}
