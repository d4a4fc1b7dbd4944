// Exercises <stop_token> (C++20): a std::stop_source cancelling a host loop that launches kernels.
#include <stop_token>

__global__ void step(unsigned *counter)
{
    atomicAdd(counter, 1u);
}

int run_until_stopped(std::stop_token token, unsigned *dev_counter, int max_steps)
{
    int launched = 0;
    while (!token.stop_requested() && launched < max_steps) {
        step<<<1, 32>>>(dev_counter);
        ++launched;
    }
    return launched;
}

int main()
{
    unsigned *d;
    cudaMalloc(&d, sizeof(unsigned));
    cudaMemset(d, 0, sizeof(unsigned));
    std::stop_source source;
    bool callback_ran = false;
    std::stop_callback cb(source.get_token(), [&] { callback_ran = true; });
    int first = run_until_stopped(source.get_token(), d, 5);
    source.request_stop();
    int second = run_until_stopped(source.get_token(), d, 5);
    unsigned h = 0;
    cudaMemcpy(&h, d, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return first == 5 && second == 0 && callback_ran && h == 160u ? 0 : 1;
}
