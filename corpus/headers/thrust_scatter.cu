// Exercises <thrust/scatter.h>: thrust::scatter (inverse permutation) and scatter_if.
#include <thrust/scatter.h>
#include <thrust/execution_policy.h>

int main()
{
    const int n = 6;
    int vals[n] = {10, 11, 12, 13, 14, 15}, map[n] = {5, 4, 3, 2, 1, 0}, stencil[n] = {1, 1, 0, 0, 1, 1};
    int *d;
    cudaMalloc(&d, 5 * n * sizeof(int));
    int *dv = d, *dm = d + n, *ds = d + 2 * n, *out = d + 3 * n, *out_if = d + 4 * n;
    cudaMemcpy(dv, vals, sizeof(vals), cudaMemcpyHostToDevice);
    cudaMemcpy(dm, map, sizeof(map), cudaMemcpyHostToDevice);
    cudaMemcpy(ds, stencil, sizeof(stencil), cudaMemcpyHostToDevice);
    cudaMemset(out_if, 0, n * sizeof(int));
    thrust::scatter(thrust::device, dv, dv + n, dm, out);
    thrust::scatter_if(thrust::device, dv, dv + n, dm, ds, out_if);
    int h[n], h_if[n];
    cudaMemcpy(h, out, sizeof(h), cudaMemcpyDeviceToHost);
    cudaMemcpy(h_if, out_if, sizeof(h_if), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return h[0] == 15 && h[5] == 10 && h_if[3] == 0 && h_if[4] == 11 ? 0 : 1;
}
