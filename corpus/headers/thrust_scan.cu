// Exercises <thrust/scan.h>: inclusive_scan, exclusive_scan and inclusive_scan_by_key on the device.
#include <thrust/scan.h>
#include <thrust/execution_policy.h>

int main()
{
    const int n = 2000;
    int h[n], keys[n];
    for (int i = 0; i < n; ++i) {
        h[i] = 1;
        keys[i] = i / 500;
    }
    int *d;
    cudaMalloc(&d, 4 * n * sizeof(int));
    int *din = d, *dkeys = d + n, *dinc = d + 2 * n, *dseg = d + 3 * n;
    cudaMemcpy(din, h, sizeof(h), cudaMemcpyHostToDevice);
    cudaMemcpy(dkeys, keys, sizeof(keys), cudaMemcpyHostToDevice);
    thrust::inclusive_scan(thrust::device, din, din + n, dinc);
    thrust::exclusive_scan(thrust::device, din, din + n, din, 10);
    thrust::inclusive_scan_by_key(thrust::device, dkeys, dkeys + n, dinc, dseg);
    int inc_last, exc_last, seg[2];
    cudaMemcpy(&inc_last, dinc + n - 1, sizeof(int), cudaMemcpyDeviceToHost);
    cudaMemcpy(&exc_last, din + n - 1, sizeof(int), cudaMemcpyDeviceToHost);
    cudaMemcpy(seg, dseg + 499, sizeof(seg), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return inc_last == n && exc_last == n - 1 + 10 && seg[0] == 500 * 501 / 2 && seg[1] == 501 ? 0 : 1;
}
