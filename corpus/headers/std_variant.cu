// Exercises <variant>: a std::variant of kernel launch commands visited on the host.
#include <variant>

__global__ void fill_value(float *v, int n, float x)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] = x;
}

__global__ void axpy(float *y, const float *x, int n, float a)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] += a * x[i];
}

struct Fill { float value; };
struct Axpy { const float *x; float a; };
struct Sync {};
using Command = std::variant<Fill, Axpy, Sync>;

struct Executor {
    float *y;
    int n;
    void operator()(const Fill &f) const { fill_value<<<(n + 255) / 256, 256>>>(y, n, f.value); }
    void operator()(const Axpy &c) const { axpy<<<(n + 255) / 256, 256>>>(y, c.x, n, c.a); }
    void operator()(Sync) const { cudaDeviceSynchronize(); }
};

int run(float *y, const float *x, int n)
{
    Command program[] = {Fill{1.0f}, Axpy{x, 2.0f}, Sync{}};
    for (const Command &c : program)
        std::visit(Executor{y, n}, c);
    Command last = program[1];
    if (auto *a = std::get_if<Axpy>(&last))
        a->a = 3.0f;
    return static_cast<int>(last.index()) + std::holds_alternative<Sync>(program[2]) +
           static_cast<int>(std::variant_size_v<Command>);
}
