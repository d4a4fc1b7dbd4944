// Exercises <cudaEGL.h>: driver-API EGL interop types (CUeglFrame, EGL stream consumer); needs EGL/egl.h.
#include <cudaEGL.h>

__global__ void count_bright(const unsigned char *luma, int pitch, int width, int height, unsigned *bright)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y;
    if (x < width && y < height && luma[y * pitch + x] > 200)
        atomicAdd(bright, 1u);
}

CUresult analyse_frame(CUeglStreamConnection *conn, unsigned *d_bright)
{
    CUgraphicsResource res = nullptr;
    CUstream stream = nullptr;
    CUresult r = cuEGLStreamConsumerAcquireFrame(conn, &res, &stream, 16000);
    if (r != CUDA_SUCCESS)
        return r;
    CUeglFrame frame;
    cuGraphicsResourceGetMappedEglFrame(&frame, res, 0, 0);
    if (frame.frameType == CU_EGL_FRAME_TYPE_PITCH && frame.planeCount > 0) {
        dim3 grid((frame.width + 127) / 128, frame.height);
        count_bright<<<grid, 128>>>(static_cast<const unsigned char *>(frame.frame.pPitch[0]), frame.pitch, frame.width,
                                    frame.height, d_bright);
    }
    return cuEGLStreamConsumerReleaseFrame(conn, res, &stream);
}
