#include "prelude.cuh"
__global__ int bad_kernel(const int *in) { return in[threadIdx.x]; }
__global__ void variadic_kernel(int n, ...) { }
__global__ auto auto_kernel(int *p) { p[threadIdx.x] = 0; }
__global__ inline void inline_kernel(int *p) { p[threadIdx.x] = 1; }
struct Launcher { __global__ void run(int *p) { p[threadIdx.x] = 0; } };
struct Pair { int a, b; };
__global__ void operator+(Pair x, Pair y) { }
__global__ __device__ void mixed_kernel(int *p) { p[0] = 1; }
__host__ __global__ void mixed_kernel2(int *p) { p[0] = 1; }
__device__ int __launch_bounds__(128) bounded_helper(int x) { return x + 1; }
__global__ void shared_kernel() { __shared__ int sh_init = 0; (void)sh_init; }
void host_helper() { __shared__ int local_mem[4]; __constant__ int c2 = 1; (void)local_mem; (void)c2; }
__managed__ int m_target = 1;
__managed__ int &m_ref = m_target;
__managed__ const int m_const = 1;
__device__ int main() { return 0; }
