#include "prelude.cuh"

// 2-D five-point Jacobi stencil on a padded grid, launched with dim3 shapes.
#define BX 16
#define BY 16

__global__ void jacobi_step(const float *in, float *out, int nx, int ny)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x + 1;
    int y = blockIdx.y * blockDim.y + threadIdx.y + 1;
    if (x >= nx - 1 || y >= ny - 1)
        return;
    int c = y * nx + x;
    out[c] = 0.25f * (in[c - 1] + in[c + 1] + in[c - nx] + in[c + nx]);
}

__global__ void laplace3d(const float *in, float *out, int nx, int ny, int nz)
{
    unsigned x = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned y = blockIdx.y * blockDim.y + threadIdx.y;
    unsigned z = blockIdx.z * blockDim.z + threadIdx.z;
    if (x == 0 || y == 0 || z == 0 || x >= nx - 1u || y >= ny - 1u || z >= nz - 1u)
        return;
    unsigned sxy = nx * ny;
    unsigned c = z * sxy + y * nx + x;
    out[c] = in[c - 1] + in[c + 1] + in[c - nx] + in[c + nx] + in[c - sxy] + in[c + sxy] - 6.0f * in[c];
}

void solve(float *a, float *b, int nx, int ny, int iters)
{
    dim3 block(BX, BY);
    dim3 grid((nx - 2 + BX - 1) / BX, (ny - 2 + BY - 1) / BY);
    for (int it = 0; it < iters; ++it) {
        jacobi_step<<<grid, block>>>(a, b, nx, ny);
        float *t = a; a = b; b = t;
    }
    dim3 block3(8, 8, 4);
    laplace3d<<<dim3(4, 4, 8), block3>>>(a, b, 32, 32, 32);
}
