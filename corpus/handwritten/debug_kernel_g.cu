#include "prelude.cuh"

// Built with device debug info (-G): kernels, a __noinline__ helper and a
// __forceinline__ helper; in debug mode cudafe++ marks kernel stubs noinline.
struct Body { float x, y, vx, vy; };

__device__ __noinline__ float accel(float pos, float center) { return (center - pos) * 0.01f; }
__device__ __forceinline__ float damp(float v) { return v * 0.99f; }

__global__ void step(Body *bodies, int n, float dt, float cx, float cy)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    Body b = bodies[i];
    b.vx = damp(b.vx + accel(b.x, cx) * dt);
    b.vy = damp(b.vy + accel(b.y, cy) * dt);
    b.x += b.vx * dt;
    b.y += b.vy * dt;
    bodies[i] = b;
}

template <int Steps>
__global__ void multi_step(Body *bodies, int n)
{
    for (int s = 0; s < Steps; ++s)
        if (threadIdx.x < n) bodies[threadIdx.x].x += 0.001f * s;
}

int main()
{
    Body *bodies = nullptr;
    for (int frame = 0; frame < 3; ++frame)
        step<<<8, 128>>>(bodies, 1000, 0.016f, 0.0f, 0.0f);
    multi_step<4><<<1, 128>>>(bodies, 100);
    return 0;
}
