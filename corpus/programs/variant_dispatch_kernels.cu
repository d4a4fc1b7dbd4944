// A small image-processing pipeline described as std::vector<std::variant<...>> of operations; std::visit
// dispatches each step to a templated kernel with a matching functor. Results are checked on the host.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <type_traits>
#include <variant>
#include <vector>

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t err = (call);                                                         \
        if (err != cudaSuccess) {                                                         \
            std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(err)); \
            std::exit(1);                                                                 \
        }                                                                                 \
    } while (0)

struct Gain {
    float factor;
    __host__ __device__ float operator()(float v) const { return v * factor; }
};
struct Offset {
    float delta;
    __host__ __device__ float operator()(float v) const { return v + delta; }
};
struct Clamp {
    float lo, hi;
    __host__ __device__ float operator()(float v) const { return fminf(hi, fmaxf(lo, v)); }
};
struct Gamma {
    float g;
    __host__ __device__ float operator()(float v) const { return powf(v, g); }
};
using Op = std::variant<Gain, Offset, Clamp, Gamma>;

template <typename F>
__global__ void apply_op(float *pixels, int n, F f)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        pixels[i] = f(pixels[i]);
}

struct Launcher {
    float *pixels;
    int n;
    template <typename F>
    void operator()(const F &f) const
    {
        apply_op<<<(n + 255) / 256, 256>>>(pixels, n, f);
        CUDA_CHECK(cudaGetLastError());
    }
};

std::string describe(const Op &op)
{
    return std::visit(
        [](const auto &o) -> std::string {
            using T = std::decay_t<decltype(o)>;
            if constexpr (std::is_same_v<T, Gain>)
                return "gain(" + std::to_string(o.factor) + ")";
            else if constexpr (std::is_same_v<T, Offset>)
                return "offset(" + std::to_string(o.delta) + ")";
            else if constexpr (std::is_same_v<T, Clamp>)
                return "clamp";
            else
                return "gamma(" + std::to_string(o.g) + ")";
        },
        op);
}

int main()
{
    const int w = 640, h = 480, n = w * h;
    std::vector<float> img(n);
    for (int i = 0; i < n; ++i)
        img[i] = static_cast<float>((i % w) ^ (i / w)) / 1024.0f;
    std::vector<Op> pipeline = {Gain{1.8f}, Offset{-0.1f}, Clamp{0.0f, 1.0f}, Gamma{2.2f}, Gain{0.5f}};

    float *d;
    CUDA_CHECK(cudaMalloc(&d, n * sizeof(float)));
    CUDA_CHECK(cudaMemcpy(d, img.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    for (const Op &op : pipeline) {
        std::printf("step: %s\n", describe(op).c_str());
        std::visit(Launcher{d, n}, op);
    }
    std::vector<float> out(n);
    CUDA_CHECK(cudaMemcpy(out.data(), d, n * sizeof(float), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaFree(d));

    double max_err = 0.0;
    for (int i = 0; i < n; ++i) {
        float v = img[i];
        for (const Op &op : pipeline)
            v = std::visit([v](const auto &f) { return f(v); }, op);
        max_err = std::fmax(max_err, std::fabs(v - out[i]));
    }
    std::printf("max error %.2e\n", max_err);
    bool ok = max_err < 1e-5;
    std::printf("%s: variant_dispatch_kernels\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
