// cudagen 0.2 seed 417 valid headers
// features: kernel,kernel_static,launch_bounds,launch,launch_shared_mem,builtin_vars,host_function,main,constexpr_var,local_array,if,for,goto,static_assert,ternary,bitwise,shift,pointer_arith,address_of,array_index,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_paste,nttp_pointer,enable_if,sfinae,runtime_api,hdr_cstdio,hdr_type_traits
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <numeric>
#include <cstdio>
#include <type_traits>

#define CHUNK_1 256
#define BLOCK_SIZE_2 (3)
#define NUM_ITERS_3 (4)
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define LOW_BITS_5(x) ((x) & 0xF)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
#define CAT_8(a, b) a##b
template <typename F>
__global__ void applyEach9(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}

static __global__ void __launch_bounds__((NUM_ITERS_3 + (NUM_ITERS_3 + 56))) trace10_kernel(int count11, int *buf12) {
  int idx13 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (idx13 >= count11) {
    return;
  }
  long x14[4] = {5, 52, static_cast<long>(47)};
  (void)x14;
  static_assert(sizeof(int) == 4, "expected value");
}
template <typename T>
__host__ __device__ typename std::enable_if<(sizeof(T) <= 4), int>::type narrow15(T v) { return static_cast<int>(v) * 1; }
template <typename T>
__host__ __device__ typename std::enable_if<!(sizeof(T) <= 4), int>::type narrow15(T v) { return static_cast<int>(v) * 2; }
int table17[4] = {79, 46, 52, 77};
template <int *P> int readAt18(int i) { return P[i & 3]; }
int indirect16(int x) { return readAt18<table17>(x) + readAt18<table17>(1); }

__global__ void sweep19(int lane20, int count21) {
  unsigned int gid22 = (blockIdx.x * blockDim.x) + threadIdx.x;
  (void)gid22;
  printf("step %d\n", static_cast<int>(count21));
  unsigned mid23[8] = {13U, 12L, 4040UL, 63u, 1028u};
  (void)mid23;
  lane20 = 30;
}

unsigned long long check_shade24(const float *src25) {
  cudaError_t err26 = cudaDeviceSynchronize();
  int ok27 = err26 == cudaSuccess ? 1 : 0;
  trace10_kernel<<<(ok27 + 31) / 32, 1 << (NUM_ITERS_3 + 1)>>>((ok27 & 47UL) * 3537, (int*)nullptr);
  int cnt28 = (!src25) ? (ok27 ^ CAT_8(ok, 27)) : 31L;
  long long q29 = src25[ok27 & 7];
  if (src25 != nullptr) {
    goto done31;
  }
  for (int j30 = cnt28; j30 > 0; --j30) {
    trace10_kernel<<<16 * 16, 64, sizeof(float) * 64>>>(44 + ok27, &cnt28);
  }
  sweep19<<<(cnt28 + 255) / 256, (32), 0>>>(src25[2] * (CAT_8(cnt, 28) - 494ULL), BLOCK_SIZE_2);
done31:;
  return q29 + cnt28;
}

int main() {
  int size32 = 2796;
  int s33 = 55 * CAT_8(size, 32);
  (void)s33;
  trace10_kernel<<<(2), sizeof(unsigned int) * (NUM_ITERS_3 + NUM_ITERS_3)>>>(size32, static_cast<int*>(nullptr));
  int w34[3] = {};
  (void)w34;
  return 0;
}
