// Exercises <thrust/inner_product.h>: dot product and a generalised inner product (count of equal elements).
#include <thrust/inner_product.h>
#include <thrust/execution_policy.h>

struct Plus {
    __host__ __device__ int operator()(int a, int b) const { return a + b; }
};

struct Equal {
    __host__ __device__ int operator()(float a, float b) const { return a == b ? 1 : 0; }
};

int main()
{
    const int n = 1000;
    float a[n], b[n];
    for (int i = 0; i < n; ++i) {
        a[i] = 1.0f;
        b[i] = static_cast<float>(i % 3);
    }
    float *da, *db;
    cudaMalloc(&da, sizeof(a));
    cudaMalloc(&db, sizeof(b));
    cudaMemcpy(da, a, sizeof(a), cudaMemcpyHostToDevice);
    cudaMemcpy(db, b, sizeof(b), cudaMemcpyHostToDevice);
    float dot = thrust::inner_product(thrust::device, da, da + n, db, 0.0f);
    int equal = thrust::inner_product(thrust::device, da, da + n, db, 0, Plus{}, Equal{});
    cudaFree(da);
    cudaFree(db);
    return dot == 999.0f && equal == 333 ? 0 : 1;
}
