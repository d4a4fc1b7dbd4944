#include "prelude.cuh"
// The execution space belongs to the entity: every declaration prints the final one.
__global__ void k1(int *p);
__global__ void k1(int *p)
{
    p[0] = 3;
}
__global__ void k2(int *p);
void k2(int *p)
{
    p[0] = 3;
}
void k3(int *p);
__global__ void k3(int *p)
{
    p[0] = 3;
}
__global__ void k4(int *p);
__device__ int f1(int x);
__host__ int f1(int x) { return x; }
__host__ int f3(int x);
__device__ int f3(int x) { return x; }
int g3(int x) { return f3(x); }
int f2(int x);
__device__ int f2(int x) { return x; }
__device__ int f4(int x);
int f4(int x) { return x; }
__device__ int g4(int x) { return f4(x) + f2(x); }
int main() { k1<<<1,1>>>(0); k2<<<1,1>>>(0); k3<<<1,1>>>(0); k4<<<1,1>>>(0); return 0; }
