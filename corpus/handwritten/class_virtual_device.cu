#include "prelude.cuh"

// Virtual dispatch inside device code: objects are constructed on the device
// (placement new into a local buffer) so their vtables are device vtables.
__host__ __device__ inline void *operator new(size_t, void *p) noexcept { return p; }
__host__ __device__ inline void operator delete(void *, void *) noexcept {}

struct Activation {
    __device__ virtual float apply(float x) const = 0;
    __device__ virtual ~Activation() {}
};

struct Relu : Activation {
    __device__ float apply(float x) const override { return x > 0.0f ? x : 0.0f; }
};

struct LeakyRelu : Activation {
    float slope;
    __device__ explicit LeakyRelu(float s) : slope(s) {}
    __device__ float apply(float x) const override { return x > 0.0f ? x : slope * x; }
};

__device__ float run_layer(const Activation &act, float v) { return act.apply(v); }

__global__ void activate(const float *in, float *out, int n, int kind)
{
    alignas(LeakyRelu) unsigned char storage[sizeof(LeakyRelu)];
    Activation *act = kind == 0 ? static_cast<Activation *>(new (storage) Relu())
                                : static_cast<Activation *>(new (storage) LeakyRelu(0.01f));
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = run_layer(*act, in[i]);
    act->~Activation();
}

int main()
{
    activate<<<4, 128>>>(nullptr, nullptr, 512, 0);
    activate<<<4, 128>>>(nullptr, nullptr, 512, 1);
    return 0;
}
