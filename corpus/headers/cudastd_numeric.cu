// Exercises <cuda/std/numeric>: cuda::std::gcd/lcm/midpoint/accumulate/iota in device code.
#include <cuda/std/numeric>

__global__ void reduce_fractions(const int2 *in, int2 *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        int g = cuda::std::gcd(in[i].x, in[i].y);
        out[i] = make_int2(in[i].x / g, in[i].y / g);
    }
}

__global__ void row_sums(int *out, int len)
{
    int row[16];
    cuda::std::iota(row, row + len, static_cast<int>(threadIdx.x));
    out[threadIdx.x] = cuda::std::accumulate(row, row + len, 0) + cuda::std::midpoint(0, 0);
}

int main()
{
    int2 h[3] = {{6, 8}, {10, 25}, {7, 13}}, out[3];
    int2 *d;
    cudaMalloc(&d, 2 * sizeof(h));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    reduce_fractions<<<1, 3>>>(d, d + 3, 3);
    cudaMemcpy(out, d + 3, sizeof(out), cudaMemcpyDeviceToHost);
    int *ds, sums[4];
    cudaMalloc(&ds, sizeof(sums));
    row_sums<<<1, 4>>>(ds, 16);
    cudaMemcpy(sums, ds, sizeof(sums), cudaMemcpyDeviceToHost);
    cudaFree(d);
    cudaFree(ds);
    static_assert(cuda::std::lcm(4, 6) == 12, "");
    return out[0].x == 3 && out[1].y == 5 && sums[2] == 152 ? 0 : 1;
}
