// Exercises <cuda/std/memory>: cuda::std::addressof, construct_at/destroy_at, to_address and pointer_traits on the device.
#include <cuda/std/memory>

struct Accumulator {
    float sum;
    int count;
    __host__ __device__ Accumulator(float s, int c) : sum(s), count(c) {}
};

__global__ void build(Accumulator *slots, const float *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        Accumulator *a = cuda::std::construct_at(slots + i, v[i] * 2.0f, 1);
        Accumulator *same = cuda::std::addressof(*a);
        same->count += (cuda::std::to_address(slots + i) == a);
    }
}

int main()
{
    const int n = 32;
    float h[n];
    for (int i = 0; i < n; ++i)
        h[i] = i;
    float *dv;
    Accumulator *ds;
    cudaMalloc(&dv, sizeof(h));
    cudaMalloc(&ds, n * sizeof(Accumulator));
    cudaMemcpy(dv, h, sizeof(h), cudaMemcpyHostToDevice);
    build<<<1, n>>>(ds, dv, n);
    unsigned char raw[sizeof(Accumulator)];
    cudaMemcpy(raw, ds + n - 1, sizeof(raw), cudaMemcpyDeviceToHost);
    cudaFree(dv);
    cudaFree(ds);
    Accumulator *last = reinterpret_cast<Accumulator *>(raw);
    using traits = cuda::std::pointer_traits<Accumulator *>;
    static_assert(cuda::std::is_same_v<traits::element_type, Accumulator>, "");
    bool ok = last->sum == 62.0f && last->count == 2;
    cuda::std::destroy_at(last);
    return ok ? 0 : 1;
}
