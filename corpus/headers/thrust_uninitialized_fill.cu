// Exercises <thrust/uninitialized_fill.h>: constructing objects in raw device storage with uninitialized_fill_n.
#include <thrust/uninitialized_fill.h>
#include <thrust/execution_policy.h>

struct Cell {
    int owner;
    float weight;
    __host__ __device__ Cell(int o, float w) : owner(o), weight(w) {}
};

int main()
{
    const int n = 1000;
    Cell *raw;
    cudaMalloc(&raw, n * sizeof(Cell));
    thrust::uninitialized_fill(thrust::device, raw, raw + n / 2, Cell(-1, 0.0f));
    thrust::uninitialized_fill_n(thrust::device, raw + n / 2, n / 2, Cell(7, 1.5f));
    unsigned char buf[2 * sizeof(Cell)];
    cudaMemcpy(buf, raw + n / 2 - 1, sizeof(buf), cudaMemcpyDeviceToHost);
    cudaFree(raw);
    const Cell *c = reinterpret_cast<const Cell *>(buf);
    return c[0].owner == -1 && c[1].owner == 7 && c[1].weight == 1.5f ? 0 : 1;
}
