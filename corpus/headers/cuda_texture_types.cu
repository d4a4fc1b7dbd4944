// Exercises <texture_types.h>: cudaTextureDesc/cudaTextureObject_t with linear filtering over a CUDA array.
#include <texture_types.h>

__global__ void sample(cudaTextureObject_t tex, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = tex1D<float>(tex, (i + 0.5f) * 0.5f);
}

int main()
{
    const int w = 16, n = 32;
    float h[w];
    for (int i = 0; i < w; ++i)
        h[i] = static_cast<float>(i);
    cudaChannelFormatDesc desc = cudaCreateChannelDesc<float>();
    cudaArray_t arr;
    cudaMallocArray(&arr, &desc, w);
    cudaMemcpy2DToArray(arr, 0, 0, h, w * sizeof(float), w * sizeof(float), 1, cudaMemcpyHostToDevice);
    cudaResourceDesc res = {};
    res.resType = cudaResourceTypeArray;
    res.res.array.array = arr;
    cudaTextureDesc td = {};
    td.addressMode[0] = cudaAddressModeClamp;
    td.filterMode = cudaFilterModeLinear;
    td.readMode = cudaReadModeElementType;
    td.normalizedCoords = 0;
    cudaTextureObject_t tex = 0;
    cudaCreateTextureObject(&tex, &res, &td, nullptr);
    float *d, out[n];
    cudaMalloc(&d, sizeof(out));
    sample<<<1, n>>>(tex, d, n);
    cudaMemcpy(out, d, sizeof(out), cudaMemcpyDeviceToHost);
    cudaDestroyTextureObject(tex);
    cudaFreeArray(arr);
    cudaFree(d);
    return out[0] == 0.0f && out[3] > 1.2f && out[3] < 1.3f ? 0 : 1;
}
