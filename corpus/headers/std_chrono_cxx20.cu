// Exercises <chrono> in C++20: calendar types and std::chrono::days for a timestamped kernel run.
#include <chrono>

__global__ void day_of_year(const int *days_since_epoch, int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = days_since_epoch[i] % 7;
}

int main()
{
    using namespace std::chrono;
    constexpr year_month_day launch_day = 2024y / March / 15d;
    sys_days day = launch_day;
    int h[7];
    for (int i = 0; i < 7; ++i)
        h[i] = static_cast<int>((day + days{i}).time_since_epoch().count());
    int *d;
    cudaMalloc(&d, 2 * sizeof(h));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    day_of_year<<<1, 7>>>(d, d + 7, 7);
    int out[7];
    cudaMemcpy(out, d + 7, sizeof(out), cudaMemcpyDeviceToHost);
    cudaFree(d);
    weekday wd{day};
    static_assert(launch_day.ok());
    auto elapsed = floor<hours>(steady_clock::now().time_since_epoch());
    return out[0] == (wd.c_encoding() + 3) % 7 && elapsed.count() >= 0 ? 0 : 1;
}
