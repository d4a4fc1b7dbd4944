// Relocatable device code (-rdc=true): extern __device__ variables and functions declared before use
// and defined later in the translation unit, plus a __device__ function pointer table.
#include <cstdio>
#include <cstdlib>

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t err = (call);                                                         \
        if (err != cudaSuccess) {                                                         \
            std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(err)); \
            std::exit(1);                                                                 \
        }                                                                                 \
    } while (0)

extern __device__ int g_calls;
extern __device__ float g_coefficients[4];
extern __device__ float evaluate_poly(float x);
extern __device__ float evaluate_deriv(float x);

typedef float (*unary_fn)(float);

__global__ void newton_step(float *x, int n, int iterations)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    float v = x[i];
    for (int k = 0; k < iterations; ++k) {
        unary_fn f = evaluate_poly, df = evaluate_deriv;
        v = v - f(v) / df(v);
    }
    x[i] = v;
    atomicAdd(&g_calls, iterations);
}

// Definitions appear after their first use; with -rdc=true they could equally live in another file.
__device__ int g_calls = 0;
__device__ float g_coefficients[4] = {-2.0f, 0.0f, 1.0f, 0.0f}; // x^2 - 2

__device__ float evaluate_poly(float x)
{
    return ((g_coefficients[3] * x + g_coefficients[2]) * x + g_coefficients[1]) * x + g_coefficients[0];
}

__device__ float evaluate_deriv(float x)
{
    return (3.0f * g_coefficients[3] * x + 2.0f * g_coefficients[2]) * x + g_coefficients[1];
}

int main()
{
    const int n = 64, iterations = 12;
    float h[n];
    for (int i = 0; i < n; ++i)
        h[i] = 1.0f + i * 0.1f;
    float *d;
    CUDA_CHECK(cudaMalloc(&d, sizeof(h)));
    CUDA_CHECK(cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice));
    newton_step<<<1, n>>>(d, n, iterations);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost));
    int calls = 0;
    CUDA_CHECK(cudaMemcpyFromSymbol(&calls, g_calls, sizeof(int)));

    float cubic[4] = {-8.0f, 0.0f, 0.0f, 1.0f}; // x^3 - 8
    CUDA_CHECK(cudaMemcpyToSymbol(g_coefficients, cubic, sizeof(cubic)));
    float start = 3.0f;
    CUDA_CHECK(cudaMemcpy(d, &start, sizeof(float), cudaMemcpyHostToDevice));
    newton_step<<<1, 1>>>(d, 1, iterations);
    float cube_root = 0.0f;
    CUDA_CHECK(cudaMemcpy(&cube_root, d, sizeof(float), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaFree(d));

    int bad = 0;
    for (int i = 0; i < n; ++i)
        bad += h[i] < 1.41421f || h[i] > 1.41422f;
    std::printf("sqrt(2) ~ %.6f, cbrt(8) ~ %.6f, device calls %d\n", h[0], cube_root, calls);
    bool ok = bad == 0 && calls == n * iterations && cube_root > 1.9999f && cube_root < 2.0001f;
    std::printf("%s: rdc_extern_device\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
