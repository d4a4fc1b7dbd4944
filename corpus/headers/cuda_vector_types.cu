// Exercises <vector_types.h>: the built-in vector structs (float4, int2, uchar4, double2, dim3) and alignment.
#include <vector_types.h>

__global__ void rgba_to_gray(const uchar4 *rgba, unsigned char *gray, int2 size)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < size.x && y < size.y) {
        uchar4 p = rgba[y * size.x + x];
        float4 w = {0.299f, 0.587f, 0.114f, 0.0f};
        gray[y * size.x + x] = static_cast<unsigned char>(w.x * p.x + w.y * p.y + w.z * p.z);
    }
}

static_assert(sizeof(float4) == 16 && alignof(float4) == 16, "float4 layout");
static_assert(alignof(double2) == 16 && sizeof(short3) == 6, "vector layouts");

int main()
{
    int2 size = {32, 16};
    uchar4 *d;
    unsigned char *g, h[32 * 16];
    cudaMalloc(&d, size.x * size.y * sizeof(uchar4));
    cudaMalloc(&g, sizeof(h));
    cudaMemset(d, 200, size.x * size.y * sizeof(uchar4));
    dim3 block(16, 16), grid((size.x + 15) / 16, (size.y + 15) / 16);
    rgba_to_gray<<<grid, block>>>(d, g, size);
    cudaMemcpy(h, g, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(d);
    cudaFree(g);
    return h[0] == 199 || h[0] == 200 ? 0 : 1;
}
