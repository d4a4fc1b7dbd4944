// Shared-memory tiled SGEMM (C = A * B) compared against a naive kernel and a host reference.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>

static void check(cudaError_t e, const char *what, int line)
{
    if (e != cudaSuccess) {
        std::fprintf(stderr, "line %d: %s failed: %s\n", line, what, cudaGetErrorString(e));
        std::exit(EXIT_FAILURE);
    }
}
#define CUDA_CHECK(x) check((x), #x, __LINE__)

template <int TILE>
__global__ void matmul_tiled(const float *A, const float *B, float *C, int M, int N, int K)
{
    __shared__ float As[TILE][TILE];
    __shared__ float Bs[TILE][TILE];
    int row = blockIdx.y * TILE + threadIdx.y;
    int col = blockIdx.x * TILE + threadIdx.x;
    float acc = 0.0f;
    for (int t = 0; t < (K + TILE - 1) / TILE; ++t) {
        int a_col = t * TILE + threadIdx.x;
        int b_row = t * TILE + threadIdx.y;
        As[threadIdx.y][threadIdx.x] = (row < M && a_col < K) ? A[row * K + a_col] : 0.0f;
        Bs[threadIdx.y][threadIdx.x] = (b_row < K && col < N) ? B[b_row * N + col] : 0.0f;
        __syncthreads();
#pragma unroll
        for (int k = 0; k < TILE; ++k)
            acc += As[threadIdx.y][k] * Bs[k][threadIdx.x];
        __syncthreads();
    }
    if (row < M && col < N)
        C[row * N + col] = acc;
}

__global__ void matmul_naive(const float *A, const float *B, float *C, int M, int N, int K)
{
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    if (row < M && col < N) {
        float acc = 0.0f;
        for (int k = 0; k < K; ++k)
            acc += A[row * K + k] * B[k * N + col];
        C[row * N + col] = acc;
    }
}

int main()
{
    const int M = 300, N = 200, K = 250;
    constexpr int TILE = 16;
    std::vector<float> A(M * K), B(K * N), C(M * N), C2(M * N), ref(M * N, 0.0f);
    for (int i = 0; i < M * K; ++i)
        A[i] = static_cast<float>((i * 7) % 13) / 13.0f - 0.5f;
    for (int i = 0; i < K * N; ++i)
        B[i] = static_cast<float>((i * 5) % 11) / 11.0f - 0.5f;
    for (int i = 0; i < M; ++i)
        for (int k = 0; k < K; ++k)
            for (int j = 0; j < N; ++j)
                ref[i * N + j] += A[i * K + k] * B[k * N + j];

    float *dA, *dB, *dC, *dC2;
    CUDA_CHECK(cudaMalloc(&dA, A.size() * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&dB, B.size() * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&dC, C.size() * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&dC2, C.size() * sizeof(float)));
    CUDA_CHECK(cudaMemcpy(dA, A.data(), A.size() * sizeof(float), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(dB, B.data(), B.size() * sizeof(float), cudaMemcpyHostToDevice));

    dim3 block(TILE, TILE);
    dim3 grid((N + TILE - 1) / TILE, (M + TILE - 1) / TILE);
    cudaEvent_t t0, t1, t2;
    CUDA_CHECK(cudaEventCreate(&t0));
    CUDA_CHECK(cudaEventCreate(&t1));
    CUDA_CHECK(cudaEventCreate(&t2));
    CUDA_CHECK(cudaEventRecord(t0));
    matmul_tiled<TILE><<<grid, block>>>(dA, dB, dC, M, N, K);
    CUDA_CHECK(cudaEventRecord(t1));
    matmul_naive<<<grid, block>>>(dA, dB, dC2, M, N, K);
    CUDA_CHECK(cudaEventRecord(t2));
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaEventSynchronize(t2));
    float tiled_ms, naive_ms;
    CUDA_CHECK(cudaEventElapsedTime(&tiled_ms, t0, t1));
    CUDA_CHECK(cudaEventElapsedTime(&naive_ms, t1, t2));

    CUDA_CHECK(cudaMemcpy(C.data(), dC, C.size() * sizeof(float), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(C2.data(), dC2, C2.size() * sizeof(float), cudaMemcpyDeviceToHost));
    double max_err = 0.0;
    for (int i = 0; i < M * N; ++i) {
        max_err = std::fmax(max_err, std::fabs(C[i] - ref[i]));
        max_err = std::fmax(max_err, std::fabs(C2[i] - ref[i]));
    }
    std::printf("tiled %.3f ms, naive %.3f ms, max abs error %.2e\n", tiled_ms, naive_ms, max_err);

    cudaEventDestroy(t0);
    cudaEventDestroy(t1);
    cudaEventDestroy(t2);
    cudaFree(dA);
    cudaFree(dB);
    cudaFree(dC);
    cudaFree(dC2);
    bool ok = max_err < 1e-3;
    std::printf("%s: matmul_tiled\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
