// Exercises <any>: a type-erased parameter bag for kernel launches.
#include <any>

__global__ void scale_kernel(float *v, int n, float f)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] *= f;
}

struct Param {
    const char *name;
    std::any value;
};

int launch_with(float *dev, const Param *params, int count)
{
    int n = 0;
    float factor = 1.0f;
    for (int i = 0; i < count; ++i) {
        if (params[i].value.type() == typeid(int))
            n = std::any_cast<int>(params[i].value);
        else if (const float *f = std::any_cast<float>(&params[i].value))
            factor = *f;
    }
    scale_kernel<<<(n + 127) / 128, 128>>>(dev, n, factor);
    try {
        (void)std::any_cast<double>(params[0].value);
    } catch (const std::bad_any_cast &) {
        return n;
    }
    return -1;
}

int main()
{
    float *d;
    cudaMalloc(&d, 1000 * sizeof(float));
    Param ps[] = {{"n", 1000}, {"factor", 0.25f}, {"unused", std::make_any<long>(7)}};
    int launched = launch_with(d, ps, 3);
    cudaFree(d);
    return launched == 1000 && ps[2].value.has_value() ? 0 : 1;
}
