// Exercises <cuda/std/variant>: a cuda::std::variant of shapes visited in device code.
#include <cuda/std/variant>

struct Circle { float r; };
struct Rect { float w, h; };
struct Triangle { float b, h; };
using Shape = cuda::std::variant<Circle, Rect, Triangle>;

struct Area {
    __device__ float operator()(const Circle &c) const { return 3.14159265f * c.r * c.r; }
    __device__ float operator()(const Rect &r) const { return r.w * r.h; }
    __device__ float operator()(const Triangle &t) const { return 0.5f * t.b * t.h; }
};

__global__ void areas(const Shape *shapes, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = cuda::std::visit(Area{}, shapes[i]);
}

int main()
{
    const int n = 3;
    Shape h[n] = {Circle{1.0f}, Rect{2.0f, 3.0f}, Triangle{4.0f, 5.0f}};
    Shape *d;
    float *dout, out[n];
    cudaMalloc(&d, sizeof(h));
    cudaMalloc(&dout, sizeof(out));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    areas<<<1, n>>>(d, dout, n);
    cudaMemcpy(out, dout, sizeof(out), cudaMemcpyDeviceToHost);
    cudaFree(d);
    cudaFree(dout);
    return out[1] == 6.0f && out[2] == 10.0f && h[2].index() == 2 && cuda::std::holds_alternative<Rect>(h[1]) ? 0 : 1;
}
