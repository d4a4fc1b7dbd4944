// Exercises <functional>: std::function kernels table, std::bind, std::plus in host and device code.
#include <functional>

template <typename Op>
__global__ void combine(const int *a, const int *b, int *c, int n, Op op)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        c[i] = op(a[i], b[i]);
}

void launch_plus(const int *a, const int *b, int *c, int n)
{
    combine<<<(n + 255) / 256, 256>>>(a, b, c, n, std::plus<int>{});
}

void launch_xor(const int *a, const int *b, int *c, int n)
{
    combine<<<(n + 255) / 256, 256>>>(a, b, c, n, std::bit_xor<int>{});
}

int dispatch(const char *which, const int *a, const int *b, int *c, int n)
{
    std::function<void(const int *, const int *, int *, int)> fn;
    fn = which[0] == 'p' ? launch_plus : launch_xor;
    auto bound = std::bind(fn, a, b, std::placeholders::_1, n);
    bound(c);
    std::hash<int> h;
    auto ref = std::cref(n);
    return static_cast<int>(h(ref.get()) & 1) + std::invoke(std::multiplies<int>(), 2, 3);
}
