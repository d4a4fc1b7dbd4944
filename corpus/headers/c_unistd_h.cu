// Exercises <unistd.h>: POSIX calls (getpid, sysconf, usleep, write) around a polled kernel.
#include <unistd.h>

__global__ void slow_write(volatile int *flag, int value)
{
    long long start = clock64();
    while (clock64() - start < 100000) {
    }
    *flag = value;
}

int main()
{
    int *flag = nullptr;
    cudaHostAlloc(&flag, sizeof(int), cudaHostAllocMapped);
    *flag = 0;
    int *dflag = nullptr;
    cudaHostGetDevicePointer(&dflag, flag, 0);
    slow_write<<<1, 1>>>(dflag, static_cast<int>(getpid() & 0x7fff) | 1);
    int polls = 0;
    while (*(volatile int *)flag == 0 && polls < 100000) {
        usleep(10);
        ++polls;
    }
    cudaDeviceSynchronize();
    long pages = sysconf(_SC_PAGESIZE);
    const char msg[] = "kernel signalled host\n";
    ssize_t w = write(STDOUT_FILENO, msg, sizeof(msg) - 1);
    int ok = *flag != 0 && pages > 0 && w > 0 && access("/", F_OK) == 0;
    cudaFreeHost(flag);
    return ok ? 0 : 1;
}
