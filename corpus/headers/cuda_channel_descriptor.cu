// Exercises <channel_descriptor.h>: cudaCreateChannelDesc<T>() for CUDA arrays.
#include <channel_descriptor.h>

__global__ void write_ramp(float *row, int w)
{
    int x = threadIdx.x;
    if (x < w)
        row[x] = static_cast<float>(x);
}

int main()
{
    cudaChannelFormatDesc f = cudaCreateChannelDesc<float>();
    cudaChannelFormatDesc u4 = cudaCreateChannelDesc<uchar4>();
    cudaChannelFormatDesc h2 = cudaCreateChannelDescHalf2();
    cudaChannelFormatDesc custom = cudaCreateChannelDesc(16, 16, 0, 0, cudaChannelFormatKindUnsigned);
    const int w = 64, h = 4;
    cudaArray_t array;
    if (cudaMallocArray(&array, &f, w, h) != cudaSuccess)
        return 2;
    float *row;
    cudaMalloc(&row, w * sizeof(float));
    write_ramp<<<1, w>>>(row, w);
    cudaMemcpy2DToArray(array, 0, 0, row, w * sizeof(float), w * sizeof(float), 1, cudaMemcpyDeviceToDevice);
    float back[w];
    cudaMemcpy2DFromArray(back, w * sizeof(float), array, 0, 0, w * sizeof(float), 1, cudaMemcpyDeviceToHost);
    cudaFree(row);
    cudaFreeArray(array);
    return back[63] == 63.0f && f.x == 32 && u4.w == 8 && h2.y == 16 && custom.f == cudaChannelFormatKindUnsigned ? 0 : 1;
}
