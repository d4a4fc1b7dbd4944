// Exercises <thrust/merge.h>: thrust::merge and merge_by_key of two sorted device ranges.
#include <thrust/merge.h>
#include <thrust/execution_policy.h>

int main()
{
    const int na = 6, nb = 4;
    int a[na] = {1, 3, 5, 7, 9, 11}, b[nb] = {2, 3, 10, 20};
    char va[na] = {'a', 'a', 'a', 'a', 'a', 'a'}, vb[nb] = {'b', 'b', 'b', 'b'};
    int *dk;
    char *dv;
    cudaMalloc(&dk, 2 * (na + nb) * sizeof(int));
    cudaMalloc(&dv, 2 * (na + nb));
    cudaMemcpy(dk, a, sizeof(a), cudaMemcpyHostToDevice);
    cudaMemcpy(dk + na, b, sizeof(b), cudaMemcpyHostToDevice);
    cudaMemcpy(dv, va, sizeof(va), cudaMemcpyHostToDevice);
    cudaMemcpy(dv + na, vb, sizeof(vb), cudaMemcpyHostToDevice);
    int *out = dk + na + nb;
    char *vout = dv + na + nb;
    thrust::merge_by_key(thrust::device, dk, dk + na, dk + na, dk + na + nb, dv, dv + na, out, vout);
    int keys[na + nb];
    char vals[na + nb];
    cudaMemcpy(keys, out, sizeof(keys), cudaMemcpyDeviceToHost);
    cudaMemcpy(vals, vout, sizeof(vals), cudaMemcpyDeviceToHost);
    int merged[na + nb];
    thrust::merge(a, a + na, b, b + nb, merged);
    cudaFree(dk);
    cudaFree(dv);
    return keys[2] == 3 && vals[2] == 'a' && vals[3] == 'b' && keys[9] == 20 && merged[1] == 2 ? 0 : 1;
}
