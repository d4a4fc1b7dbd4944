// Exercises <driver_functions.h>: make_cudaPitchedPtr/make_cudaPos/make_cudaExtent helpers with 2D pitched memory.
#include <driver_functions.h>

__global__ void scale_rows(cudaPitchedPtr p, int width, int height, float f)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y;
    if (x < width && y < height) {
        float *row = reinterpret_cast<float *>(static_cast<char *>(p.ptr) + y * p.pitch);
        row[x] *= f;
    }
}

int main()
{
    const int w = 100, h = 10;
    float *d;
    size_t pitch;
    cudaMallocPitch(&d, &pitch, w * sizeof(float), h);
    cudaMemset2D(d, pitch, 0, w * sizeof(float), h);
    cudaPitchedPtr p = make_cudaPitchedPtr(d, pitch, w, h);
    cudaPos origin = make_cudaPos(0, 0, 0);
    cudaExtent extent = make_cudaExtent(w * sizeof(float), h, 1);
    scale_rows<<<dim3((w + 63) / 64, h), 64>>>(p, w, h, 2.0f);
    float out[h][w];
    cudaMemcpy2D(out, w * sizeof(float), d, pitch, w * sizeof(float), h, cudaMemcpyDeviceToHost);
    cudaFree(d);
    return out[9][99] == 0.0f && origin.x == 0 && extent.height == h && p.xsize == w ? 0 : 1;
}
