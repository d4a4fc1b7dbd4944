// Exercises <ctime>: std::clock/std::time/strftime on the host and clock64() on the device.
#include <ctime>

__global__ void spin(long long cycles, long long *elapsed)
{
    long long start = clock64();
    while (clock64() - start < cycles) {
    }
    if (threadIdx.x == 0)
        *elapsed = clock64() - start;
}

int main()
{
    std::time_t now = std::time(nullptr);
    char stamp[64];
    std::strftime(stamp, sizeof(stamp), "%Y-%m-%dT%H:%M:%S", std::gmtime(&now));
    std::clock_t c0 = std::clock();
    long long *d, cycles = 0;
    cudaMalloc(&d, sizeof(long long));
    spin<<<1, 32>>>(10000, d);
    cudaMemcpy(&cycles, d, sizeof(cycles), cudaMemcpyDeviceToHost);
    cudaFree(d);
    double cpu_s = static_cast<double>(std::clock() - c0) / CLOCKS_PER_SEC;
    std::tm local{};
    local.tm_year = 124;
    local.tm_mday = 1;
    std::time_t t = std::mktime(&local);
    return cycles >= 10000 && cpu_s >= 0.0 && stamp[4] == '-' && t != static_cast<std::time_t>(-1) ? 0 : 1;
}
