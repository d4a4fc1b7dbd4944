// Half-precision AXPY with __half2 vector intrinsics, a float-accumulated half dot product,
// and host-side verification using the same rounding via __float2half on the host.
#include <cuda_fp16.h>
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

__global__ void haxpy2(int n2, __half a, const __half2 *x, __half2 *y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    __half2 a2 = __half2half2(a);
    if (i < n2)
        y[i] = __hfma2(a2, x[i], y[i]);
}

__global__ void hdot(int n, const __half *x, const __half *y, float *result)
{
    float acc = 0.0f;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        acc += __half2float(x[i]) * __half2float(y[i]);
    for (int off = 16; off > 0; off /= 2)
        acc += __shfl_down_sync(0xffffffffu, acc, off);
    if ((threadIdx.x & 31) == 0)
        atomicAdd(result, acc);
}

int main()
{
    const int n = 1 << 16;
    std::vector<__half> hx(n), hy(n);
    for (int i = 0; i < n; ++i) {
        hx[i] = __float2half(static_cast<float>(i % 16) * 0.0625f);
        hy[i] = __float2half(1.0f);
    }
    __half *dx, *dy;
    float *dres;
    CUDA_CHECK(cudaMalloc(&dx, n * sizeof(__half)));
    CUDA_CHECK(cudaMalloc(&dy, n * sizeof(__half)));
    CUDA_CHECK(cudaMalloc(&dres, sizeof(float)));
    CUDA_CHECK(cudaMemcpy(dx, hx.data(), n * sizeof(__half), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(dy, hy.data(), n * sizeof(__half), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemset(dres, 0, sizeof(float)));

    const __half a = __float2half(2.0f);
    haxpy2<<<(n / 2 + 255) / 256, 256>>>(n / 2, a, reinterpret_cast<const __half2 *>(dx), reinterpret_cast<__half2 *>(dy));
    CUDA_CHECK(cudaGetLastError());
    hdot<<<64, 256>>>(n, dx, dy, dres);
    CUDA_CHECK(cudaGetLastError());

    std::vector<__half> out(n);
    float dot = 0.0f;
    CUDA_CHECK(cudaMemcpy(out.data(), dy, n * sizeof(__half), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(&dot, dres, sizeof(float), cudaMemcpyDeviceToHost));

    int bad = 0;
    double want_dot = 0.0;
    for (int i = 0; i < n; ++i) {
        float expect = 2.0f * __half2float(hx[i]) + 1.0f;
        if (__half2float(out[i]) != expect)
            ++bad;
        want_dot += static_cast<double>(__half2float(hx[i])) * expect;
    }
    std::printf("haxpy mismatches %d, dot %.2f (want %.2f)\n", bad, dot, want_dot);
    CUDA_CHECK(cudaFree(dx));
    CUDA_CHECK(cudaFree(dy));
    CUDA_CHECK(cudaFree(dres));
    bool ok = bad == 0 && std::fabs(dot - want_dot) / want_dot < 1e-5;
    std::printf("%s: fp16_half2_axpy\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
