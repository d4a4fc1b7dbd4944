#include "prelude.cuh"

// All-pairs N-body force computation with shared-memory tiling, using math
// functions declared as in math_functions.h.
extern "C" __device__ void __syncthreads(void);
extern "C" __host__ __device__ float sqrtf(float) noexcept;
extern "C" __device__ float rsqrtf(float) noexcept;

struct __align__(16) Body4 { float x, y, z, m; };
struct Accel { float x, y, z; };

#define SOFTENING 1e-9f

__device__ Accel interact(Body4 bi, Body4 bj, Accel a)
{
    float dx = bj.x - bi.x, dy = bj.y - bi.y, dz = bj.z - bi.z;
    float dist2 = dx * dx + dy * dy + dz * dz + SOFTENING;
    float inv = rsqrtf(dist2);
    float s = bj.m * inv * inv * inv;
    a.x += dx * s; a.y += dy * s; a.z += dz * s;
    return a;
}

__global__ void forces(const Body4 *__restrict__ pos, Accel *__restrict__ acc, int n)
{
    extern __shared__ Body4 tile[];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    Body4 me = i < n ? pos[i] : Body4{0, 0, 0, 0};
    Accel a = {0.0f, 0.0f, 0.0f};
    for (int base = 0; base < n; base += blockDim.x) {
        int j = base + threadIdx.x;
        tile[threadIdx.x] = j < n ? pos[j] : Body4{0, 0, 0, 0};
        __syncthreads();
        for (unsigned k = 0; k < blockDim.x; ++k)
            a = interact(me, tile[k], a);
        __syncthreads();
    }
    if (i < n) acc[i] = a;
}

__global__ void integrate(Body4 *pos, Accel *vel, const Accel *acc, int n, float dt)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    vel[i].x += acc[i].x * dt; vel[i].y += acc[i].y * dt; vel[i].z += acc[i].z * dt;
    pos[i].x += vel[i].x * dt; pos[i].y += vel[i].y * dt; pos[i].z += vel[i].z * dt;
}

float kinetic_energy(const Accel *vel, const Body4 *pos, int n)
{
    float e = 0.0f;
    for (int i = 0; i < n; ++i)
        e += 0.5f * pos[i].m * sqrtf(vel[i].x * vel[i].x + vel[i].y * vel[i].y + vel[i].z * vel[i].z);
    return e;
}

int main()
{
    const int n = 4096, threads = 256, blocks = (n + threads - 1) / threads;
    for (int step = 0; step < 10; ++step) {
        forces<<<blocks, threads, threads * sizeof(Body4)>>>(nullptr, nullptr, n);
        integrate<<<blocks, threads>>>(nullptr, nullptr, nullptr, n, 0.01f);
    }
    return 0;
}
