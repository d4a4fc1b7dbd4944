// All-pairs N-body acceleration with float4 bodies tiled through shared memory (rsqrtf + softening),
// one integration step, checked against a double-precision host computation.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t err = (call);                                                         \
        if (err != cudaSuccess) {                                                         \
            std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(err)); \
            std::exit(1);                                                                 \
        }                                                                                 \
    } while (0)

constexpr float kSoftening2 = 1e-3f;
constexpr int kTile = 128;

__device__ float3 body_body(float4 bi, float4 bj, float3 ai)
{
    float3 r = make_float3(bj.x - bi.x, bj.y - bi.y, bj.z - bi.z);
    float dist2 = r.x * r.x + r.y * r.y + r.z * r.z + kSoftening2;
    float inv = rsqrtf(dist2);
    float s = bj.w * inv * inv * inv;
    ai.x += r.x * s;
    ai.y += r.y * s;
    ai.z += r.z * s;
    return ai;
}

__global__ void accelerations(const float4 *pos, float3 *acc, int n)
{
    __shared__ float4 tile[kTile];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float4 me = i < n ? pos[i] : make_float4(0, 0, 0, 0);
    float3 a = make_float3(0, 0, 0);
    for (int t = 0; t < (n + kTile - 1) / kTile; ++t) {
        int j = t * kTile + threadIdx.x;
        tile[threadIdx.x] = j < n ? pos[j] : make_float4(0, 0, 0, 0);
        __syncthreads();
#pragma unroll 8
        for (int k = 0; k < kTile; ++k)
            a = body_body(me, tile[k], a);
        __syncthreads();
    }
    if (i < n)
        acc[i] = a;
}

__global__ void integrate(float4 *pos, float3 *vel, const float3 *acc, int n, float dt)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        vel[i].x += acc[i].x * dt;
        vel[i].y += acc[i].y * dt;
        vel[i].z += acc[i].z * dt;
        pos[i].x += vel[i].x * dt;
        pos[i].y += vel[i].y * dt;
        pos[i].z += vel[i].z * dt;
    }
}

int main()
{
    const int n = 2000;
    const float dt = 0.01f;
    std::mt19937 rng(7);
    std::uniform_real_distribution<float> coord(-1.0f, 1.0f), mass(0.5f, 1.5f);
    std::vector<float4> pos(n);
    for (auto &p : pos)
        p = make_float4(coord(rng), coord(rng), coord(rng), mass(rng) / n);

    float4 *d_pos;
    float3 *d_vel, *d_acc;
    CUDA_CHECK(cudaMalloc(&d_pos, n * sizeof(float4)));
    CUDA_CHECK(cudaMalloc(&d_vel, n * sizeof(float3)));
    CUDA_CHECK(cudaMalloc(&d_acc, n * sizeof(float3)));
    CUDA_CHECK(cudaMemcpy(d_pos, pos.data(), n * sizeof(float4), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemset(d_vel, 0, n * sizeof(float3)));
    accelerations<<<(n + kTile - 1) / kTile, kTile>>>(d_pos, d_acc, n);
    CUDA_CHECK(cudaGetLastError());
    std::vector<float3> acc(n);
    CUDA_CHECK(cudaMemcpy(acc.data(), d_acc, n * sizeof(float3), cudaMemcpyDeviceToHost));
    integrate<<<(n + 255) / 256, 256>>>(d_pos, d_vel, d_acc, n, dt);
    CUDA_CHECK(cudaGetLastError());
    std::vector<float4> moved(n);
    CUDA_CHECK(cudaMemcpy(moved.data(), d_pos, n * sizeof(float4), cudaMemcpyDeviceToHost));

    double max_rel = 0.0;
    for (int i = 0; i < n; i += 37) {
        double ax = 0, ay = 0, az = 0;
        for (int j = 0; j < n; ++j) {
            double rx = pos[j].x - pos[i].x, ry = pos[j].y - pos[i].y, rz = pos[j].z - pos[i].z;
            double d2 = rx * rx + ry * ry + rz * rz + kSoftening2;
            double s = pos[j].w / (d2 * std::sqrt(d2));
            ax += rx * s;
            ay += ry * s;
            az += rz * s;
        }
        double mag = std::sqrt(ax * ax + ay * ay + az * az) + 1e-12;
        double err = std::sqrt((ax - acc[i].x) * (ax - acc[i].x) + (ay - acc[i].y) * (ay - acc[i].y) +
                               (az - acc[i].z) * (az - acc[i].z));
        max_rel = std::fmax(max_rel, err / (mag + 1.0));
    }
    double drift = std::fabs(moved[0].x - (pos[0].x + acc[0].x * dt * dt));
    std::printf("max scaled acceleration error %.2e, step drift %.2e\n", max_rel, drift);
    CUDA_CHECK(cudaFree(d_pos));
    CUDA_CHECK(cudaFree(d_vel));
    CUDA_CHECK(cudaFree(d_acc));
    bool ok = max_rel < 1e-3 && drift < 1e-6;
    std::printf("%s: nbody_shared_tiles\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
