// Exercises <cub/device/device_merge.cuh>: cub::DeviceMerge::MergeKeys of two sorted ranges.
#include <cub/device/device_merge.cuh>

struct Less {
    __host__ __device__ bool operator()(int a, int b) const { return a < b; }
};

int main()
{
    const int na = 500, nb = 300;
    int a[na], b[nb];
    for (int i = 0; i < na; ++i)
        a[i] = 2 * i;
    for (int i = 0; i < nb; ++i)
        b[i] = 3 * i + 1;
    int *d;
    cudaMalloc(&d, 2 * (na + nb) * sizeof(int));
    int *da = d, *db = d + na, *dout = d + na + nb;
    cudaMemcpy(da, a, sizeof(a), cudaMemcpyHostToDevice);
    cudaMemcpy(db, b, sizeof(b), cudaMemcpyHostToDevice);
    size_t bytes = 0;
    cub::DeviceMerge::MergeKeys(nullptr, bytes, da, na, db, nb, dout, Less{});
    void *temp;
    cudaMalloc(&temp, bytes);
    cub::DeviceMerge::MergeKeys(temp, bytes, da, na, db, nb, dout, Less{});
    int out[na + nb];
    cudaMemcpy(out, dout, sizeof(out), cudaMemcpyDeviceToHost);
    cudaFree(temp);
    cudaFree(d);
    int bad = 0;
    for (int i = 1; i < na + nb; ++i)
        bad += out[i - 1] > out[i];
    return bad;
}
