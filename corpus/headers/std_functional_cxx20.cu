// Exercises <functional> in C++20: std::identity, std::ranges::less, bind_front and std::invoke.
#include <functional>

template <typename Pred>
__global__ void keep_if(const int *in, int *out, int n, Pred pred)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = pred(in[i]) ? in[i] : 0;
}

struct Above {
    int threshold;
    __host__ __device__ bool operator()(int v) const { return v > threshold; }
};

int filter_on_device(const int *din, int *dout, int n)
{
    keep_if<<<(n + 255) / 256, 256>>>(din, dout, n, Above{10});
    auto less_than = std::bind_front(std::ranges::less{}, 3);
    std::identity id;
    std::function<int(int)> twice = [](int x) { return 2 * x; };
    std::reference_wrapper<std::function<int(int)>> ref = twice;
    return less_than(5) + id(7) + std::invoke(ref, 4);
}
