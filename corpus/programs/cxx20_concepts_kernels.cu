// C++20 in CUDA code: concepts constraining kernel templates and launch helpers, requires-clauses,
// abbreviated function templates on the host, std::span views and designated initialisers.
#include <concepts>
#include <cstdio>
#include <cstdlib>
#include <span>
#include <vector>

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t err = (call);                                                         \
        if (err != cudaSuccess) {                                                         \
            std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(err)); \
            std::exit(1);                                                                 \
        }                                                                                 \
    } while (0)

template <typename T>
concept Numeric = std::integral<T> || std::floating_point<T>;

template <typename F, typename T>
concept DeviceUnaryOp = requires(F f, T x) {
    { f(x) } -> std::convertible_to<T>;
};

struct LaunchConfig {
    unsigned block = 256;
    unsigned max_grid = 4096;
};

template <Numeric T, DeviceUnaryOp<T> Op>
__global__ void map_kernel(T *data, std::size_t n, Op op)
{
    for (std::size_t i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += std::size_t(blockDim.x) * gridDim.x)
        data[i] = op(data[i]);
}

template <Numeric T>
struct Affine {
    T a, b;
    __host__ __device__ T operator()(T x) const { return a * x + b; }
};

template <Numeric T, typename Op>
    requires DeviceUnaryOp<Op, T>
void device_map(std::span<T> host, Op op, LaunchConfig cfg = {})
{
    T *d = nullptr;
    CUDA_CHECK(cudaMalloc(&d, host.size_bytes()));
    CUDA_CHECK(cudaMemcpy(d, host.data(), host.size_bytes(), cudaMemcpyHostToDevice));
    unsigned grid = static_cast<unsigned>((host.size() + cfg.block - 1) / cfg.block);
    if (grid > cfg.max_grid)
        grid = cfg.max_grid;
    map_kernel<<<grid, cfg.block>>>(d, host.size(), op);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpy(host.data(), d, host.size_bytes(), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaFree(d));
}

template <Numeric T>
bool all_equal(std::span<const T> got, std::span<const T> want)
{
    if (got.size() != want.size())
        return false;
    for (std::size_t i = 0; i < got.size(); ++i)
        if (got[i] != want[i])
            return false;
    return true;
}

void print_value(const char *name, const Numeric auto &v)
{
    std::printf("%s=%g\n", name, static_cast<double>(v));
}

int main()
{
    std::vector<int> vi(100000);
    std::vector<double> vd(3333);
    for (std::size_t i = 0; i < vi.size(); ++i)
        vi[i] = static_cast<int>(i % 1000);
    for (std::size_t i = 0; i < vd.size(); ++i)
        vd[i] = 0.5 * static_cast<double>(i);
    std::vector<int> want_i(vi);
    std::vector<double> want_d(vd);
    for (int &x : want_i)
        x = 3 * x - 7;
    for (double &x : want_d)
        x = -2.0 * x + 0.25;

    device_map(std::span<int>(vi), Affine<int>{3, -7}, {.block = 128, .max_grid = 64});
    device_map(std::span<double>(vd), Affine<double>{-2.0, 0.25});
    static_assert(!Numeric<std::span<int>>);
    static_assert(DeviceUnaryOp<Affine<float>, float>);

    bool ok = all_equal(std::span<const int>(vi), std::span<const int>(want_i)) &&
              all_equal(std::span<const double>(vd), std::span<const double>(want_d));
    print_value("vi[999]", vi[999]);
    print_value("vd[10]", vd[10]);
    std::printf("%s: cxx20_concepts_kernels\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
