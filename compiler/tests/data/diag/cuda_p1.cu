#include "prelude.cuh"
__host__ int misplaced1;
__global__ int misplaced2;
__shared__ int misplaced_fn1() { return 1; }
__constant__ int misplaced_fn2() { return 1; }
__managed__ int misplaced_fn3() { return 1; }
struct Holder { int v; friend __global__ void friend_kernel(int *p) { p[0] = 1; } };
__global__ void noexcept_kernel1(int *p) noexcept { p[0] = 0; }
__global__ void noexcept_kernel2(int *p) throw() { p[0] = 0; }
__global__ void noexcept_kernel3(int *p) noexcept(true) { p[0] = 0; }
template <typename... Args, typename T>
__global__ void pack_kernel(T t, Args... args) { }
template <typename... A, typename... B>
__global__ void packs_kernel(A... a) { }
__device__ int __maxnreg__(32) reg_helper(int x) { return x + 1; }
__global__ void __launch_bounds__(256) __maxnreg__(64) bounded_kernel(int *p) { p[0] = 0; }
__device__ int gc_helper(__grid_constant__ const int x) { return x; }
__global__ void gc_kernel(__grid_constant__ int x, int *p) { p[0] = x; }
__managed__ __shared__ int m_mixed1;
__managed__ __constant__ int m_mixed2 = 1;
__constant__ __managed__ float m_mixed3 = 1.0f;
__managed__ constexpr int m_c = 3;
inline namespace { __device__ int hidden1 = 1; }
inline namespace { __constant__ int hidden2 = 1; }
inline namespace { __managed__ int hidden3 = 1; }
inline namespace { __global__ void hidden_kernel(int *p) { p[0] = 0; } }
__device__ thread_local int tl_var;
__global__ void rvalue_kernel(int &&x) { }
