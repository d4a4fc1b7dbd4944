// Exercises <cuda_gl_interop.h>: registering an OpenGL buffer with CUDA (needs the system's GL/gl.h).
#include <cuda_gl_interop.h>

__global__ void animate(float4 *vertices, int n, float t)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        vertices[i] = make_float4(i * 0.01f, __sinf(i * 0.1f + t), 0.0f, 1.0f);
}

cudaError_t update_vbo(GLuint vbo, int n, float t)
{
    cudaGraphicsResource_t resource = nullptr;
    cudaError_t err = cudaGraphicsGLRegisterBuffer(&resource, vbo, cudaGraphicsRegisterFlagsWriteDiscard);
    if (err != cudaSuccess)
        return err;
    cudaGraphicsMapResources(1, &resource, 0);
    float4 *ptr = nullptr;
    size_t bytes = 0;
    cudaGraphicsResourceGetMappedPointer(reinterpret_cast<void **>(&ptr), &bytes, resource);
    if (bytes >= n * sizeof(float4))
        animate<<<(n + 255) / 256, 256>>>(ptr, n, t);
    cudaGraphicsUnmapResources(1, &resource, 0);
    return cudaGraphicsUnregisterResource(resource);
}

int gl_devices()
{
    unsigned count = 0;
    int devices[4];
    cudaGLGetDevices(&count, devices, 4, cudaGLDeviceListAll);
    return static_cast<int>(count);
}
