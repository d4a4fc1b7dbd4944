// Grid-stride loops in a -G (device debug) build: a vector normalisation with a device helper function,
// printf from the kernel for the first element, and a device-side assert guarding the input.
#include <cassert>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t err = (call);                                                         \
        if (err != cudaSuccess) {                                                         \
            std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(err)); \
            std::exit(1);                                                                 \
        }                                                                                 \
    } while (0)

__device__ float3 normalized(float3 v)
{
    float len2 = v.x * v.x + v.y * v.y + v.z * v.z;
    assert(len2 > 0.0f);
    float inv = rsqrtf(len2);
    return make_float3(v.x * inv, v.y * inv, v.z * inv);
}

__global__ void normalize_all(float3 *v, int n)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
        v[i] = normalized(v[i]);
        if (i == 0)
            printf("v[0] -> (%.3f, %.3f, %.3f)\n", v[0].x, v[0].y, v[0].z);
    }
}

int main()
{
    const int n = 100000;
    std::vector<float3> h(n);
    for (int i = 0; i < n; ++i)
        h[i] = make_float3(1.0f + i % 3, -2.0f + i % 5, 0.5f * (i % 7) + 0.25f);
    float3 *d;
    CUDA_CHECK(cudaMalloc(&d, n * sizeof(float3)));
    CUDA_CHECK(cudaMemcpy(d, h.data(), n * sizeof(float3), cudaMemcpyHostToDevice));
    normalize_all<<<32, 128>>>(d, n);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());
    std::vector<float3> out(n);
    CUDA_CHECK(cudaMemcpy(out.data(), d, n * sizeof(float3), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaFree(d));
    double max_err = 0.0;
    for (int i = 0; i < n; ++i) {
        double len = std::sqrt(double(h[i].x) * h[i].x + double(h[i].y) * h[i].y + double(h[i].z) * h[i].z);
        max_err = std::fmax(max_err, std::fabs(out[i].x - h[i].x / len));
        max_err = std::fmax(max_err, std::fabs(out[i].y - h[i].y / len));
        max_err = std::fmax(max_err, std::fabs(out[i].z - h[i].z / len));
    }
    std::printf("max error %.2e\n", max_err);
    bool ok = max_err < 1e-5;
    std::printf("%s: grid_stride_debug_G\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
