// Exercises <texture_indirect_functions.h>: tex1Dfetch and tex2D on texture objects over linear and pitched memory.
#include <texture_indirect_functions.h>

__global__ void fetch(cudaTextureObject_t lin, cudaTextureObject_t img, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = tex1Dfetch<float>(lin, i) + tex2D<float>(img, i % 8 + 0.5f, i / 8 + 0.5f);
}

int main()
{
    const int n = 64;
    float h[n], *dlin, *dimg, *dout;
    for (int i = 0; i < n; ++i)
        h[i] = static_cast<float>(i);
    size_t pitch;
    cudaMalloc(&dlin, sizeof(h));
    cudaMalloc(&dout, sizeof(h));
    cudaMallocPitch(&dimg, &pitch, 8 * sizeof(float), 8);
    cudaMemcpy(dlin, h, sizeof(h), cudaMemcpyHostToDevice);
    cudaMemcpy2D(dimg, pitch, h, 8 * sizeof(float), 8 * sizeof(float), 8, cudaMemcpyHostToDevice);

    cudaResourceDesc r1 = {}, r2 = {};
    r1.resType = cudaResourceTypeLinear;
    r1.res.linear = {dlin, cudaCreateChannelDesc<float>(), sizeof(h)};
    r2.resType = cudaResourceTypePitch2D;
    r2.res.pitch2D = {dimg, cudaCreateChannelDesc<float>(), 8, 8, pitch};
    cudaTextureDesc td = {};
    td.readMode = cudaReadModeElementType;
    cudaTextureObject_t t1, t2;
    cudaCreateTextureObject(&t1, &r1, &td, nullptr);
    cudaCreateTextureObject(&t2, &r2, &td, nullptr);
    fetch<<<1, n>>>(t1, t2, dout, n);
    cudaMemcpy(h, dout, sizeof(h), cudaMemcpyDeviceToHost);
    cudaDestroyTextureObject(t1);
    cudaDestroyTextureObject(t2);
    cudaFree(dlin);
    cudaFree(dimg);
    cudaFree(dout);
    return h[63] == 126.0f ? 0 : 1;
}
