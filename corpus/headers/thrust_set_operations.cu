// Exercises <thrust/set_operations.h>: set_union, set_intersection and set_difference on sorted device ranges.
#include <thrust/set_operations.h>
#include <thrust/execution_policy.h>

int main()
{
    const int na = 8, nb = 6;
    int a[na] = {0, 2, 4, 6, 8, 10, 12, 14}, b[nb] = {3, 6, 9, 12, 15, 18};
    int *d;
    cudaMalloc(&d, (na + nb + 3 * (na + nb)) * sizeof(int));
    int *da = d, *db = d + na, *u = d + na + nb, *x = u + na + nb, *df = x + na + nb;
    cudaMemcpy(da, a, sizeof(a), cudaMemcpyHostToDevice);
    cudaMemcpy(db, b, sizeof(b), cudaMemcpyHostToDevice);
    int *u_end = thrust::set_union(thrust::device, da, da + na, db, db + nb, u);
    int *x_end = thrust::set_intersection(thrust::device, da, da + na, db, db + nb, x);
    int *d_end = thrust::set_difference(thrust::device, da, da + na, db, db + nb, df);
    int inter[2];
    cudaMemcpy(inter, x, sizeof(inter), cudaMemcpyDeviceToHost);
    long nu = u_end - u, nx = x_end - x, nd = d_end - df;
    cudaFree(d);
    return nu == 12 && nx == 2 && nd == 6 && inter[0] == 6 && inter[1] == 12 ? 0 : 1;
}
