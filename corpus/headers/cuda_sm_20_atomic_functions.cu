// Exercises <sm_20_atomic_functions.h>: float atomicAdd building a histogram of weights.
#include <sm_20_atomic_functions.h>

__global__ void weighted_histogram(const int *bin, const float *w, float *hist, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        atomicAdd(&hist[bin[i]], w[i]);
}

int main()
{
    const int n = 1024, bins = 8;
    int hb[n];
    float hw[n], hist[bins];
    for (int i = 0; i < n; ++i) {
        hb[i] = i % bins;
        hw[i] = 0.5f;
    }
    int *db;
    float *dw, *dh;
    cudaMalloc(&db, sizeof(hb));
    cudaMalloc(&dw, sizeof(hw));
    cudaMalloc(&dh, sizeof(hist));
    cudaMemcpy(db, hb, sizeof(hb), cudaMemcpyHostToDevice);
    cudaMemcpy(dw, hw, sizeof(hw), cudaMemcpyHostToDevice);
    cudaMemset(dh, 0, sizeof(hist));
    weighted_histogram<<<n / 256, 256>>>(db, dw, dh, n);
    cudaMemcpy(hist, dh, sizeof(hist), cudaMemcpyDeviceToHost);
    cudaFree(db);
    cudaFree(dw);
    cudaFree(dh);
    return hist[5] == 64.0f ? 0 : 1;
}
