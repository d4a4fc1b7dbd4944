// Exercises <mma.h>: nvcuda::wmma fragments computing one 16x16x16 half-precision tile.
#include <mma.h>

using namespace nvcuda;

__global__ void wmma_tile(const half *a, const half *b, float *c)
{
    wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
    wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> fb;
    wmma::fragment<wmma::accumulator, 16, 16, 16, float> fc;
    wmma::fill_fragment(fc, 0.0f);
    wmma::load_matrix_sync(fa, a, 16);
    wmma::load_matrix_sync(fb, b, 16);
    wmma::mma_sync(fc, fa, fb, fc);
    for (int i = 0; i < fc.num_elements; ++i)
        fc.x[i] *= 0.5f;
    wmma::store_matrix_sync(c, fc, 16, wmma::mem_row_major);
}

int main()
{
    half ha[256], hb[256];
    for (int i = 0; i < 256; ++i) {
        ha[i] = __float2half(1.0f);
        hb[i] = __float2half(2.0f);
    }
    half *da, *db;
    float *dc, hc[256];
    cudaMalloc(&da, sizeof(ha));
    cudaMalloc(&db, sizeof(hb));
    cudaMalloc(&dc, sizeof(hc));
    cudaMemcpy(da, ha, sizeof(ha), cudaMemcpyHostToDevice);
    cudaMemcpy(db, hb, sizeof(hb), cudaMemcpyHostToDevice);
    wmma_tile<<<1, 32>>>(da, db, dc);
    cudaMemcpy(hc, dc, sizeof(hc), cudaMemcpyDeviceToHost);
    cudaFree(da);
    cudaFree(db);
    cudaFree(dc);
    return hc[0] == 16.0f && hc[255] == 16.0f ? 0 : 1;
}
