// 2D heat diffusion: 5-point Jacobi stencil with shared-memory tiles and halos, ping-pong buffers,
// fixed boundary values, compared after several iterations against a host implementation.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <utility>
#include <vector>

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t err = (call);                                                         \
        if (err != cudaSuccess) {                                                         \
            std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(err)); \
            std::exit(1);                                                                 \
        }                                                                                 \
    } while (0)

constexpr int BX = 32, BY = 8;

__global__ void jacobi(const float *in, float *out, int nx, int ny, float alpha)
{
    __shared__ float tile[BY + 2][BX + 2];
    int x = blockIdx.x * BX + threadIdx.x, y = blockIdx.y * BY + threadIdx.y;
    int tx = threadIdx.x + 1, ty = threadIdx.y + 1;
    bool inside = x < nx && y < ny;
    tile[ty][tx] = inside ? in[y * nx + x] : 0.0f;
    if (threadIdx.x == 0)
        tile[ty][0] = (x > 0 && y < ny) ? in[y * nx + x - 1] : 0.0f;
    if (threadIdx.x == BX - 1)
        tile[ty][BX + 1] = (x + 1 < nx && y < ny) ? in[y * nx + x + 1] : 0.0f;
    if (threadIdx.y == 0)
        tile[0][tx] = (y > 0 && x < nx) ? in[(y - 1) * nx + x] : 0.0f;
    if (threadIdx.y == BY - 1)
        tile[BY + 1][tx] = (y + 1 < ny && x < nx) ? in[(y + 1) * nx + x] : 0.0f;
    __syncthreads();
    if (!inside)
        return;
    if (x == 0 || y == 0 || x == nx - 1 || y == ny - 1) {
        out[y * nx + x] = tile[ty][tx];
        return;
    }
    float c = tile[ty][tx];
    out[y * nx + x] = c + alpha * (tile[ty][tx - 1] + tile[ty][tx + 1] + tile[ty - 1][tx] + tile[ty + 1][tx] - 4.0f * c);
}

int main()
{
    const int nx = 257, ny = 130, steps = 50;
    const float alpha = 0.2f;
    std::vector<float> grid(nx * ny, 0.0f);
    for (int x = 0; x < nx; ++x)
        grid[x] = 100.0f;
    for (int y = 0; y < ny; ++y)
        grid[y * nx + nx - 1] = 50.0f;

    std::vector<float> a = grid, b = grid;
    for (int s = 0; s < steps; ++s) {
        for (int y = 1; y < ny - 1; ++y)
            for (int x = 1; x < nx - 1; ++x) {
                float c = a[y * nx + x];
                b[y * nx + x] = c + alpha * (a[y * nx + x - 1] + a[y * nx + x + 1] + a[(y - 1) * nx + x] +
                                             a[(y + 1) * nx + x] - 4.0f * c);
            }
        std::swap(a, b);
    }

    float *d_a, *d_b;
    CUDA_CHECK(cudaMalloc(&d_a, grid.size() * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&d_b, grid.size() * sizeof(float)));
    CUDA_CHECK(cudaMemcpy(d_a, grid.data(), grid.size() * sizeof(float), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(d_b, grid.data(), grid.size() * sizeof(float), cudaMemcpyHostToDevice));
    dim3 block(BX, BY), blocks((nx + BX - 1) / BX, (ny + BY - 1) / BY);
    for (int s = 0; s < steps; ++s) {
        jacobi<<<blocks, block>>>(d_a, d_b, nx, ny, alpha);
        std::swap(d_a, d_b);
    }
    CUDA_CHECK(cudaGetLastError());
    std::vector<float> out(grid.size());
    CUDA_CHECK(cudaMemcpy(out.data(), d_a, out.size() * sizeof(float), cudaMemcpyDeviceToHost));
    double max_err = 0.0;
    for (size_t i = 0; i < out.size(); ++i)
        max_err = std::fmax(max_err, std::fabs(out[i] - a[i]));
    std::printf("after %d steps: T(1,1)=%.4f T(mid)=%.6f, max error %.2e\n", steps, out[nx + 1],
                out[(ny / 2) * nx + nx / 2], max_err);
    CUDA_CHECK(cudaFree(d_a));
    CUDA_CHECK(cudaFree(d_b));
    bool ok = max_err < 1e-3;
    std::printf("%s: stencil_2d_heat\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
