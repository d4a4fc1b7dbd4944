// Exercises <iterator>: back_inserter, reverse_iterator, distance and advance around device copies.
#include <iterator>

struct IntLog {
    using value_type = int;
    int items[64];
    int count = 0;
    void push_back(int v) { items[count++] = v; }
    int *begin() { return items; }
    int *end() { return items + count; }
};

__global__ void square(int *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] *= v[i];
}

int main()
{
    int h[16];
    for (int i = 0; i < 16; ++i)
        h[i] = i;
    int *d;
    cudaMalloc(&d, sizeof(h));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    square<<<1, 16>>>(d, 16);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(d);

    IntLog out;
    auto ins = std::back_inserter(out);
    for (auto it = std::rbegin(h); it != std::rend(h); ++it)
        *ins++ = *it;
    auto mid = out.begin();
    std::advance(mid, 8);
    auto dist = std::distance(out.begin(), mid);
    auto last = std::prev(out.end());
    return dist == 8 && *last == 0 && std::size(h) == 16 && *std::next(std::begin(h)) == 1 ? 0 : 1;
}
