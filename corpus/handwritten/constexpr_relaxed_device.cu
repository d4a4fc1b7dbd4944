#include "prelude.cuh"

// --expt-relaxed-constexpr: host-only constexpr functions and constexpr
// members called from device code without __host__ __device__ annotations.
constexpr float deg2rad(float d) { return d * 0.017453292519943295f; }
constexpr int ipow(int b, int e) { return e == 0 ? 1 : b * ipow(b, e - 1); }

struct Grid {
    int nx, ny;
    constexpr Grid(int x, int y) : nx(x), ny(y) {}
    constexpr int cells() const { return nx * ny; }
    constexpr int index(int x, int y) const { return y * nx + x; }
};

template <typename T>
constexpr T lerp(T a, T b, T t) { return a + t * (b - a); }

__global__ void rotate_field(float *angle, int nx, int ny)
{
    const Grid g(nx, ny);
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < g.nx && y < g.ny) {
        int i = g.index(x, y);
        angle[i] = lerp(angle[i], deg2rad(90.0f), 0.5f) + (float)ipow(2, 3);
    }
}

int main()
{
    constexpr Grid g(64, 32);
    static_assert(g.cells() == 2048, "grid size");
    rotate_field<<<dim3(4, 2), dim3(16, 16)>>>(nullptr, g.nx, g.ny);
    return ipow(3, 2) - 9;
}
