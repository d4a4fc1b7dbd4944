// Exercises <surface_types.h>: cudaSurfaceObject_t creation over a CUDA array with surface load/store.
#include <surface_types.h>

__global__ void invert(cudaSurfaceObject_t surf, int w, int h)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < w && y < h) {
        uchar4 p = surf2Dread<uchar4>(surf, x * sizeof(uchar4), y);
        surf2Dwrite(make_uchar4(255 - p.x, 255 - p.y, 255 - p.z, p.w), surf, x * sizeof(uchar4), y);
    }
}

int main()
{
    const int w = 32, h = 32;
    cudaChannelFormatDesc desc = cudaCreateChannelDesc<uchar4>();
    cudaArray_t arr;
    cudaMallocArray(&arr, &desc, w, h, cudaArraySurfaceLoadStore);
    cudaResourceDesc res = {};
    res.resType = cudaResourceTypeArray;
    res.res.array.array = arr;
    cudaSurfaceObject_t surf = 0;
    cudaCreateSurfaceObject(&surf, &res);
    invert<<<dim3(2, 2), dim3(16, 16)>>>(surf, w, h);
    uchar4 out[h][w];
    cudaMemcpy2DFromArray(out, w * sizeof(uchar4), arr, 0, 0, w * sizeof(uchar4), h, cudaMemcpyDeviceToHost);
    cudaDestroySurfaceObject(surf);
    cudaFreeArray(arr);
    return out[0][0].x == 255 ? 0 : 1;
}
