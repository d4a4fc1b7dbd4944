// Exercises <cuda_egl_interop.h>: EGL stream/frame interop declarations (needs the system's EGL/egl.h).
#include <cuda_egl_interop.h>

__global__ void clear_plane(cudaPitchedPtr plane, int width, int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y;
    if (x < width && y < height)
        static_cast<unsigned char *>(plane.ptr)[y * plane.pitch + x] = 0;
}

cudaError_t clear_egl_frame(cudaGraphicsResource_t resource)
{
    cudaEglFrame frame;
    cudaError_t err = cudaGraphicsResourceGetMappedEglFrame(&frame, resource, 0, 0);
    if (err != cudaSuccess)
        return err;
    if (frame.frameType == cudaEglFrameTypePitch && frame.planeCount > 0) {
        const cudaEglPlaneDesc &p = frame.planeDesc[0];
        clear_plane<<<dim3((p.width + 127) / 128, p.height), 128>>>(frame.frame.pPitch[0], p.width, p.height);
    }
    return cudaGetLastError();
}

cudaError_t connect(cudaEglStreamConnection *conn, EGLStreamKHR stream)
{
    return cudaEGLStreamConsumerConnect(conn, stream);
}
