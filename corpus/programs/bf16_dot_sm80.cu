// bfloat16 on sm_80: packed __nv_bfloat162 FMA, conversion round trips and a bf16 GEMV checked on the host.
#include <cuda_bf16.h>
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

// y = A x, A is rows x cols (row major), one warp per row, bf16x2 products accumulated in fp32.
__global__ void gemv_bf16(const __nv_bfloat162 *A, const __nv_bfloat162 *x, float *y, int rows, int cols2)
{
    int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
    int lane = threadIdx.x % 32;
    if (warp >= rows)
        return;
    float acc = 0.0f;
    for (int c = lane; c < cols2; c += 32) {
        __nv_bfloat162 p = __hmul2(A[warp * cols2 + c], x[c]);
        float2 f = __bfloat1622float2(p);
        acc += f.x + f.y;
    }
    for (int off = 16; off > 0; off /= 2)
        acc += __shfl_xor_sync(0xffffffffu, acc, off);
    if (lane == 0)
        y[warp] = acc;
}

int main()
{
    const int rows = 64, cols = 512, cols2 = cols / 2;
    std::vector<__nv_bfloat16> A(rows * cols), x(cols);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            A[r * cols + c] = __float2bfloat16(static_cast<float>((r + c) % 8) * 0.25f);
    for (int c = 0; c < cols; ++c)
        x[c] = __float2bfloat16(c % 2 ? 0.5f : -1.0f);

    __nv_bfloat16 *dA, *dx;
    float *dy;
    CUDA_CHECK(cudaMalloc(&dA, A.size() * sizeof(__nv_bfloat16)));
    CUDA_CHECK(cudaMalloc(&dx, x.size() * sizeof(__nv_bfloat16)));
    CUDA_CHECK(cudaMalloc(&dy, rows * sizeof(float)));
    CUDA_CHECK(cudaMemcpy(dA, A.data(), A.size() * sizeof(__nv_bfloat16), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(dx, x.data(), x.size() * sizeof(__nv_bfloat16), cudaMemcpyHostToDevice));
    gemv_bf16<<<rows * 32 / 128, 128>>>(reinterpret_cast<const __nv_bfloat162 *>(dA),
                                        reinterpret_cast<const __nv_bfloat162 *>(dx), dy, rows, cols2);
    CUDA_CHECK(cudaGetLastError());
    std::vector<float> y(rows);
    CUDA_CHECK(cudaMemcpy(y.data(), dy, rows * sizeof(float), cudaMemcpyDeviceToHost));

    int bad = 0;
    for (int r = 0; r < rows; ++r) {
        double want = 0.0;
        for (int c = 0; c < cols; ++c)
            want += static_cast<double>(__bfloat162float(A[r * cols + c])) * __bfloat162float(x[c]);
        if (std::fabs(y[r] - want) > 1e-3)
            ++bad;
    }
    float round_trip = __bfloat162float(__float2bfloat16(1.0f / 3.0f));
    std::printf("gemv mismatches %d, y[0]=%.3f, bf16(1/3)=%.6f\n", bad, y[0], round_trip);
    CUDA_CHECK(cudaFree(dA));
    CUDA_CHECK(cudaFree(dx));
    CUDA_CHECK(cudaFree(dy));
    bool ok = bad == 0 && std::fabs(round_trip - 1.0f / 3.0f) < 2e-3f;
    std::printf("%s: bf16_dot_sm80\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
