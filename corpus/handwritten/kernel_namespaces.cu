#include "prelude.cuh"

namespace img {
namespace ops {
// Kernel in a nested named namespace.
__global__ void invert(unsigned char *px, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) px[i] = 255 - px[i];
}
} // namespace ops

__global__ void threshold(unsigned char *px, int n, unsigned char t)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) px[i] = px[i] > t ? 255 : 0;
}
} // namespace img

namespace {
// Internal helper kernel, only visible in this TU.
__global__ void clear(unsigned char *px, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) px[i] = 0;
}
int launches = 0;
}

namespace img::ops::detail {
inline int grid_for(int n) { return (n + 255) / 256; }
}

void process(unsigned char *px, int n)
{
    using namespace img;
    namespace D = img::ops::detail;
    clear<<<D::grid_for(n), 256>>>(px, n);
    ops::invert<<<D::grid_for(n), 256>>>(px, n);
    img::threshold<<<D::grid_for(n), 256>>>(px, n, 128);
    launches += 3;
}
