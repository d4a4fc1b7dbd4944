#include "prelude.cuh"

// Shared-memory tiled SGEMM: C = alpha*A*B + beta*C (row-major).
extern "C" __device__ void __syncthreads(void);

#define TILE 16

struct GemmArgs {
    int M, N, K;
    float alpha, beta;
};

__global__ void sgemm_tiled(GemmArgs g, const float *A, const float *B, float *C)
{
    __shared__ float As[TILE][TILE];
    __shared__ float Bs[TILE][TILE + 1];   // +1 avoids bank conflicts

    int row = blockIdx.y * TILE + threadIdx.y;
    int col = blockIdx.x * TILE + threadIdx.x;
    float acc = 0.0f;

    for (int t = 0; t < (g.K + TILE - 1) / TILE; ++t) {
        int ak = t * TILE + threadIdx.x;
        int bk = t * TILE + threadIdx.y;
        As[threadIdx.y][threadIdx.x] = (row < g.M && ak < g.K) ? A[row * g.K + ak] : 0.0f;
        Bs[threadIdx.y][threadIdx.x] = (bk < g.K && col < g.N) ? B[bk * g.N + col] : 0.0f;
        __syncthreads();
#pragma unroll
        for (int k = 0; k < TILE; ++k)
            acc += As[threadIdx.y][k] * Bs[k][threadIdx.x];
        __syncthreads();
    }
    if (row < g.M && col < g.N)
        C[row * g.N + col] = g.alpha * acc + g.beta * C[row * g.N + col];
}

void gemm(int M, int N, int K, const float *A, const float *B, float *C)
{
    GemmArgs g = {M, N, K, 1.0f, 0.0f};
    dim3 threads(TILE, TILE);
    dim3 grid((N + TILE - 1) / TILE, (M + TILE - 1) / TILE);
    sgemm_tiled<<<grid, threads>>>(g, A, B, C);
}
