// Exercises <ostream>: an operator<< for a CUDA vector type and dim3.
#include <ostream>

std::ostream &operator<<(std::ostream &os, const float3 &v)
{
    return os << '(' << v.x << ", " << v.y << ", " << v.z << ')';
}

std::ostream &operator<<(std::ostream &os, const dim3 &d)
{
    return os << d.x << 'x' << d.y << 'x' << d.z;
}

__global__ void normalize(float3 *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float inv = rsqrtf(v[i].x * v[i].x + v[i].y * v[i].y + v[i].z * v[i].z);
        v[i] = make_float3(v[i].x * inv, v[i].y * inv, v[i].z * inv);
    }
}

void launch_and_log(std::ostream &log, float3 *dev, int n)
{
    dim3 block(128), grid((n + block.x - 1) / block.x);
    log << "launch " << grid << " blocks of " << block << std::endl;
    normalize<<<grid, block>>>(dev, n);
    float3 first;
    cudaMemcpy(&first, dev, sizeof(first), cudaMemcpyDeviceToHost);
    log << "first = " << first << '\n' << std::flush;
}
