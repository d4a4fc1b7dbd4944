// Exercises <deque>: a host-side work queue of launch sizes fed to a kernel.
#include <deque>

__global__ void fill_index(int *out, int base, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = base + i;
}

int drain_queue(int *dev_buffer)
{
    std::deque<int> pending{32, 64, 128};
    pending.push_front(16);
    pending.push_back(256);

    int offset = 0;
    while (!pending.empty()) {
        int n = pending.front();
        pending.pop_front();
        fill_index<<<(n + 63) / 64, 64>>>(dev_buffer + offset, offset, n);
        offset += n;
    }
    std::deque<int> sizes(4, 8);
    sizes.insert(sizes.begin() + 2, 3);
    return offset + static_cast<int>(sizes.size()) + sizes.at(2);
}
