// cudagen 0.2 seed 722 valid headers
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,host_function,static_host_function,main,constexpr_var,const_local,static_assert,compound_assign,bitwise,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,cast_functional,cast_static,lambda,macro_object,macro_function,macro_paste,macro_statement,pp_undef,local_class,extended_lambda,hdr_cmath
// nvcc: --extended-lambda -rdc=true
#include <cuda_runtime.h>
#include <numeric>
#include <cstdio>
#include <type_traits>
#include <cooperative_groups.h>
#include <cuda_fp16.h>
#include <cuda/std/array>
#include <cuda/std/functional>

#define NUM_ITERS_1 16
#define NUM_ITERS_2 256
#define TILE_DIM_3 ((128))
#define ADD3_4(a, b, c) ((a) + (b) + (c))
#define ADD3_5(a, b, c) ((a) + (b) + (c))
#define SWAP_6(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_7(x) #x
#define STR_8(x) STR_IMPL_7(x)
#define CAT_9(a, b) a##b
#undef NUM_ITERS_2
#define NUM_ITERS_2 8
template <typename F>
__global__ void applyEach10(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}

__global__ void blend11(const int* __restrict__ src12, int n13, const int* __restrict__ src14, const float* coef15) {
  int i16 = (blockIdx.x * blockDim.x) + threadIdx.x;
  (void)i16;
  const float prod17 = (*src12) % (src12[0] * threadIdx.z);
  (void)prod17;
  struct Local18 {
    int s;
    __host__ __device__ int add(int v) { s += v; return s; }
  };
  Local18 z19{1};
  int acc20 = z19.add(CAT_9(prod, 17));
  (void)acc20;
  static_assert(25 > 030, "expected value");
}

static void fuse21(unsigned a22, int count23) {
  a22 = cosf(static_cast<unsigned long>(floorf(NUM_ITERS_2)));
  a22 %= count23;
  cosf(int(TILE_DIM_3) - (+a22));
  auto lam24 = [count23] __device__ (int v) { return v * 9 + count23; };
  applyEach10<<<1, 32>>>(lam24, nullptr, count23);
  auto lam25 = [=] __host__ __device__ (int v) { return v * 9 + count23; };
  applyEach10<<<1, 32>>>(lam25, nullptr, count23);
  int m26 = lam25(count23);
  int diff27 = ceilf(m26);
  (void)diff27;
}

int main() {
  int len28 = 3303;
  len28 = -CAT_9(len, 28);
  len28 = short(len28 * 24U) & ((unsigned char)(len28 * len28));
  blend11<<<(len28 + 127) / 128, dim3(0x20, (len28 + 0xFF) / 256)>>>(&len28, NUM_ITERS_2 | (len28 + len28), &len28, static_cast<const float*>(nullptr));
  return 0;
}
