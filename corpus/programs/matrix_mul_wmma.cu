// Tensor-core GEMM with nvcuda::wmma: 16x16x16 half fragments, fp32 accumulation, one warp per output tile;
// inputs are small integers so the result is exact and compared element-wise with a host GEMM.
#include <mma.h>
#include <cuda_fp16.h>
#include <cstdio>
#include <cstdlib>
#include <vector>

using namespace nvcuda;

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t err = (call);                                                         \
        if (err != cudaSuccess) {                                                         \
            std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(err)); \
            std::exit(1);                                                                 \
        }                                                                                 \
    } while (0)

constexpr int WM = 16, WN = 16, WK = 16;

// A is M x K row-major, B is K x N column-major, C is M x N row-major.
__global__ void wmma_gemm(const half *A, const half *B, float *C, int M, int N, int K)
{
    int warp_m = (blockIdx.y * blockDim.y + threadIdx.y);
    int warp_n = (blockIdx.x * blockDim.x + threadIdx.x) / warpSize;
    if (warp_m * WM >= M || warp_n * WN >= N)
        return;
    wmma::fragment<wmma::matrix_a, WM, WN, WK, half, wmma::row_major> a;
    wmma::fragment<wmma::matrix_b, WM, WN, WK, half, wmma::col_major> b;
    wmma::fragment<wmma::accumulator, WM, WN, WK, float> acc;
    wmma::fill_fragment(acc, 0.0f);
    for (int k = 0; k < K; k += WK) {
        wmma::load_matrix_sync(a, A + warp_m * WM * K + k, K);
        wmma::load_matrix_sync(b, B + warp_n * WN * K + k, K);
        wmma::mma_sync(acc, a, b, acc);
    }
    wmma::store_matrix_sync(C + warp_m * WM * N + warp_n * WN, acc, N, wmma::mem_row_major);
}

int main()
{
    const int M = 128, N = 96, K = 64;
    std::vector<half> A(M * K), B(K * N);
    std::vector<float> Af(M * K), Bf(K * N);
    for (int i = 0; i < M; ++i)
        for (int k = 0; k < K; ++k) {
            Af[i * K + k] = static_cast<float>((i + 2 * k) % 5 - 2);
            A[i * K + k] = __float2half(Af[i * K + k]);
        }
    for (int j = 0; j < N; ++j)
        for (int k = 0; k < K; ++k) {
            Bf[j * K + k] = static_cast<float>((3 * j + k) % 7 - 3);
            B[j * K + k] = __float2half(Bf[j * K + k]);
        }

    half *dA, *dB;
    float *dC;
    CUDA_CHECK(cudaMalloc(&dA, A.size() * sizeof(half)));
    CUDA_CHECK(cudaMalloc(&dB, B.size() * sizeof(half)));
    CUDA_CHECK(cudaMalloc(&dC, M * N * sizeof(float)));
    CUDA_CHECK(cudaMemcpy(dA, A.data(), A.size() * sizeof(half), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(dB, B.data(), B.size() * sizeof(half), cudaMemcpyHostToDevice));

    dim3 block(128, 4);
    dim3 grid((N / WN * 32 + block.x - 1) / block.x, (M / WM + block.y - 1) / block.y);
    wmma_gemm<<<grid, block>>>(dA, dB, dC, M, N, K);
    CUDA_CHECK(cudaGetLastError());
    std::vector<float> C(M * N);
    CUDA_CHECK(cudaMemcpy(C.data(), dC, C.size() * sizeof(float), cudaMemcpyDeviceToHost));

    int bad = 0;
    for (int i = 0; i < M; ++i)
        for (int j = 0; j < N; ++j) {
            float want = 0.0f;
            for (int k = 0; k < K; ++k)
                want += Af[i * K + k] * Bf[j * K + k];
            bad += C[i * N + j] != want;
        }
    std::printf("wmma GEMM %dx%dx%d, C[0]=%.1f, mismatches %d\n", M, N, K, C[0], bad);
    CUDA_CHECK(cudaFree(dA));
    CUDA_CHECK(cudaFree(dB));
    CUDA_CHECK(cudaFree(dC));
    std::printf("%s: matrix_mul_wmma\n", bad == 0 ? "PASS" : "FAIL");
    return bad == 0 ? 0 : 1;
}
