// Exercises <surface_indirect_functions.h>: templated surf1Dread/surf1Dwrite and surf3Dwrite on surface objects.
#include <surface_indirect_functions.h>

__global__ void prefix_on_surface(cudaSurfaceObject_t s, int n)
{
    if (threadIdx.x == 0) {
        int acc = 0;
        for (int x = 0; x < n; ++x) {
            acc += surf1Dread<int>(s, x * sizeof(int));
            surf1Dwrite(acc, s, x * sizeof(int));
        }
    }
}

__global__ void clear_volume(cudaSurfaceObject_t s, int w, int h, int d)
{
    int x = threadIdx.x, y = blockIdx.x, z = blockIdx.y;
    if (x < w && y < h && z < d)
        surf3Dwrite(0.0f, s, x * sizeof(float), y, z, cudaBoundaryModeZero);
}

int main()
{
    const int n = 32;
    int h[n];
    for (int i = 0; i < n; ++i)
        h[i] = 1;
    cudaChannelFormatDesc desc = cudaCreateChannelDesc<int>();
    cudaArray_t arr;
    cudaMallocArray(&arr, &desc, n, 0, cudaArraySurfaceLoadStore);
    cudaMemcpy2DToArray(arr, 0, 0, h, sizeof(h), sizeof(h), 1, cudaMemcpyHostToDevice);
    cudaResourceDesc res = {};
    res.resType = cudaResourceTypeArray;
    res.res.array.array = arr;
    cudaSurfaceObject_t s;
    cudaCreateSurfaceObject(&s, &res);
    prefix_on_surface<<<1, 32>>>(s, n);
    cudaMemcpy2DFromArray(h, sizeof(h), arr, 0, 0, sizeof(h), 1, cudaMemcpyDeviceToHost);
    cudaDestroySurfaceObject(s);
    cudaFreeArray(arr);
    return h[n - 1] == n ? 0 : 1;
}
