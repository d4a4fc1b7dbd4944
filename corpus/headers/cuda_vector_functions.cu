// Exercises <vector_functions.h>: make_float3/make_int4/make_double2 constructors in host and device code.
#include <vector_functions.h>

__device__ float3 cross(float3 a, float3 b)
{
    return make_float3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x);
}

__global__ void normals(const float3 *e1, const float3 *e2, float3 *n, int count)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < count)
        n[i] = cross(e1[i], e2[i]);
}

int main()
{
    const int count = 4;
    float3 a[count], b[count], out[count];
    for (int i = 0; i < count; ++i) {
        a[i] = make_float3(1.0f, 0.0f, 0.0f);
        b[i] = make_float3(0.0f, float(i + 1), 0.0f);
    }
    float3 *d;
    cudaMalloc(&d, 3 * sizeof(a));
    cudaMemcpy(d, a, sizeof(a), cudaMemcpyHostToDevice);
    cudaMemcpy(d + count, b, sizeof(b), cudaMemcpyHostToDevice);
    normals<<<1, count>>>(d, d + count, d + 2 * count, count);
    cudaMemcpy(out, d + 2 * count, sizeof(out), cudaMemcpyDeviceToHost);
    cudaFree(d);
    int4 q = make_int4(1, 2, 3, 4);
    double2 p = make_double2(0.5, 1.5);
    return out[3].z == 4.0f && q.w == 4 && p.y == 1.5 ? 0 : 1;
}
