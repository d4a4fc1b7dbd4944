#include "prelude.cuh"
__managed__ int counter;
__constant__ float coeffs[8];
__device__ int dev_table[16];
struct Params { int n; float scale; };
namespace gpu {
template <int BS, class T>
__global__ void __launch_bounds__(BS, 2) scale(T *p, T s, int n) {
    __shared__ T tile[BS];
    int i = blockIdx.x * BS + threadIdx.x;
    if (i < n) { tile[threadIdx.x] = p[i] * s; __syncthreads(); p[i] = tile[threadIdx.x] + coeffs[0]; }
}
static __global__ void tick() { atomicAdd(&counter, 1); }
__global__ void with_params(const __grid_constant__ Params prm, float *out) { out[0] = prm.scale * prm.n; }
}
__device__ __forceinline__ float twice(float x) { return 2.0f * x; }
__host__ __device__ int both(int x) { return x + 1; }
template <class F> __global__ void apply(F f, float *p) { p[threadIdx.x] = f(p[threadIdx.x]); }
struct Doubler { __device__ float operator()(float x) const { return twice(x); } };
void host_main(float *d, int n) {
    gpu::scale<128, float><<<(n + 127) / 128, 128>>>(d, 2.0f, n);
    gpu::scale<64><<<1, 64, 64 * sizeof(double)>>>((double *)d, 1.0, n);
    gpu::tick<<<1, 1>>>();
    Params prm{n, 0.5f};
    gpu::with_params<<<1, 1>>>(prm, d);
    apply<<<1, 32>>>(Doubler{}, d);
    counter = both(counter);
}
