#include "prelude.cuh"
__device__ float dev_only(float x) { return x * 0.5f; }
int host_only(int x) { return x + 1; }
__global__ void kern(int *p) { p[threadIdx.x] = host_only(p[threadIdx.x]); }
__host__ __device__ float hd(float x) { return dev_only(x) + 1.0f; }
float h1(float x) { float y = 2.0f * dev_only(x); return y; }
__device__ int dvar = 4;
__constant__ int cvar = 4;
__shared__ int svar;
__managed__ int mvar = 1;
struct S { __device__ int get() const { return 1; } };
void h2() {
    kern(nullptr);
    host_only<<<1, 32>>>(3);
    int a = dvar;
    dvar = 5;
    int b = cvar + svar;
    svar = 2;
    decltype(mvar) c = 2;
    S s;
    int d = s.get();
    (void)a; (void)b; (void)c; (void)d;
}
int main() { kern<<<1, 32>>>(nullptr); h2(); return 0; }
