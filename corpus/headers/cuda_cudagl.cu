// Exercises <cudaGL.h>: driver-API OpenGL interop (cuGraphicsGLRegisterBuffer) next to a runtime kernel; needs GL/gl.h.
#include <cudaGL.h>

__global__ void clear_pixels(uchar4 *pixels, int count)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < count)
        pixels[i] = make_uchar4(0, 0, 0, 255);
}

CUresult clear_pbo(GLuint pbo, int count)
{
    CUgraphicsResource res = nullptr;
    CUresult r = cuGraphicsGLRegisterBuffer(&res, pbo, CU_GRAPHICS_REGISTER_FLAGS_WRITE_DISCARD);
    if (r != CUDA_SUCCESS)
        return r;
    cuGraphicsMapResources(1, &res, nullptr);
    CUdeviceptr ptr = 0;
    size_t bytes = 0;
    cuGraphicsResourceGetMappedPointer(&ptr, &bytes, res);
    if (bytes >= count * sizeof(uchar4))
        clear_pixels<<<(count + 255) / 256, 256>>>(reinterpret_cast<uchar4 *>(ptr), count);
    cuGraphicsUnmapResources(1, &res, nullptr);
    return cuGraphicsUnregisterResource(res);
}

unsigned gl_device_count()
{
    unsigned count = 0;
    CUdevice devices[4];
    cuGLGetDevices(&count, devices, 4, CU_GL_DEVICE_LIST_ALL);
    return count;
}
