// Exercises <syncstream> (C++20): std::osyncstream keeping per-stream log lines intact.
#include <syncstream>

class CountingBuf : public std::streambuf {
public:
    std::streamsize total = 0;

protected:
    int_type overflow(int_type ch) override
    {
        ++total;
        return ch;
    }
    std::streamsize xsputn(const char *, std::streamsize n) override
    {
        total += n;
        return n;
    }
};

CountingBuf g_log;

__global__ void mark_stream(int *v, int id)
{
    v[id] = id * 10;
}

void CUDART_CB log_done(void *arg)
{
    int id = *static_cast<int *>(arg);
    std::osyncstream(&g_log) << "stream " << id << " finished" << '\n';
}

int main()
{
    constexpr int count = 3;
    int *d, ids[count];
    cudaMalloc(&d, count * sizeof(int));
    cudaStream_t s[count];
    for (int i = 0; i < count; ++i) {
        ids[i] = i;
        cudaStreamCreate(&s[i]);
        mark_stream<<<1, 1, 0, s[i]>>>(d, i);
        cudaLaunchHostFunc(s[i], log_done, &ids[i]);
    }
    cudaDeviceSynchronize();
    int h[count];
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    {
        std::osyncstream out(&g_log);
        out << "last value " << h[count - 1] << std::endl;
        out.emit();
    }
    for (auto st : s)
        cudaStreamDestroy(st);
    cudaFree(d);
    return h[2] == 20 && g_log.total == 3 * 16 + 14 ? 0 : 1;
}
