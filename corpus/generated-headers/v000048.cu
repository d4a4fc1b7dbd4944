// cudagen 0.2 seed 48 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,default_args,main,shared_var,constexpr_var,if,while,compound_assign,bitwise,shift,comparison,pointer_arith,address_of,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_object,macro_function,pp_if,ctad,deduction_guide,if_constexpr,designated_init,runtime_api
// nvcc: -std=c++20 -rdc=true
#include <cuda_runtime.h>
#include <vector>
#include <tuple>
#include <cub/block/block_reduce.cuh>

#define CHUNK_1 8
#define CHUNK_2 256
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#if CHUNK_2 % 2 == 0 || CHUNK_2 < 4
#define CONFIG_4 7
#elif CHUNK_2 < 0
#error unreachable configuration
#else
#define CONFIG_4 9
#endif
struct Config5 { int x; float y; int z; };
__device__ int configured6(int v) {
  Config5 a{.x = v, .y = static_cast<float>(v), .z = v};
  Config5 b{.z = 2};
  Config5 d = {.x = 9};
  return static_cast<int>(a.x) + static_cast<int>(b.z) + static_cast<int>(d.x);
}
template <typename T> struct Keep7 {
  T v;
  __host__ __device__ Keep7(T x) : v(x) {}
  __host__ __device__ T get() const { return v; }
};
template <typename A, typename B> struct Twin8 { A a; B b; };
template <typename A, typename B> Twin8(A, B) -> Twin8<A, B>;
template <typename T> struct View9 {
  const T *p;
  int n;
  __host__ __device__ View9(const T *q, int m) : p(q), n(m) {}
};
template <typename T> View9(T *, int) -> View9<T>;
__host__ __device__ int deduce10(int x) {
  Keep7 h(x);
  Keep7 g{0.5};
  Twin8 d{x, 2.5f};
  View9 w(&x, 1);
  return h.get() + static_cast<int>(g.get()) + d.a + w.n;
}
__device__ void shade11(int n12 = 3) {
  if (n12 != (blockIdx.x + 27)) {
    return;
  }
  __shared__ float sh_13[(32)];
  int iter14 = 0;
  while (iter14 < 7) {
    sh_13[iter14] = n12;
    if constexpr (sizeof(long) == 8) {
      n12 = CHUNK_2;
      float stride15 = iter14;
      (void)stride15;
    }
    ++iter14;
  }
}
__global__ void accum16_kernel(int len17, float p18) {
  int tid19 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (tid19 >= len17) {
    return;
  }
  int *e20 = nullptr;
  (void)e20;
  int v21 = ((double)(p18 + p18)) * len17;
  (void)v21;
  if constexpr (sizeof(long) == 4) {
    __shared__ unsigned short sh_22[8];
    (void)sh_22;
    p18 -= 18.0f;
  }
}
int main() {
  int size23 = 2597;
  size23 -= size23;
  cudaError_t err24 = cudaDeviceSynchronize();
  int ok25 = err24 == cudaSuccess ? 1 : 0;
  accum16_kernel<<<(size23 + 31) / 040, 1 << 6, 256, 0>>>(TWICE_PLUS_3(size23, size23 + ok25), size23);
  size23 = size23 << size23;
  accum16_kernel<<<(size23 + 255) / 256, (CONFIG_4 + 25) * 4, sizeof(int) * 32, 0>>>(10LL >> ok25, -2264l);
  accum16_kernel<<<2 * 4, 1 << (CHUNK_1 + 1)>>>((60L), (signed char)ok25);
  return 0;
}
