// cudagen 0.2 seed 745 valid headers
// features: kernel,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,host_device_function,host_function,constexpr_function,main,constexpr_var,local_array,const_local,enum,goto,ternary,compound_assign,bitwise,shift,logical,comparison,pointer_arith,address_of,array_index,lit_int_suffix,lit_char,lit_char_prefix,lit_nullptr,cast_static,sizeof,macro_object,macro_function,macro_paste,pp_if,pp_undef,comments,local_class,enum_underlying,if_constexpr,cluster_dims,runtime_api,hdr_cooperative_groups
// nvcc: -std=c++20 -arch=sm_90
#include <cuda_runtime.h>
#include <cmath>
#include <type_traits>
#include <utility>
#include <cooperative_groups.h>

#define NUM_ITERS_1 8
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define SQR_3(x) ((x) * (x))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b

#if NUM_ITERS_1 > 39
#define CONFIG_7 3
#else
#define CONFIG_7 18
#endif
#undef CONFIG_7
#define CONFIG_7 24
template <typename F>
__global__ void applyEach8(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
__global__ void __cluster_dims__(2, 2, 1) clustered9(int *out, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    out[i] = i + static_cast<int>(blockIdx.y);
  }
}
// Helper used by the kernels below.

__global__ void __maxnreg__(64) bias10(const float *coef11, int *__restrict__ acc12, int *out13, int *out14) {
  if constexpr (sizeof(int) == 8) {
    unsigned int x15(NUM_ITERS_1);
    (void)x15;
    int m16[2] = {5, 52};
    (void)m16;
  }
  signed char mid17 = (out13[4] < (*coef11)) ? L' ' : (*coef11);
  (void)mid17;
  (*out13) %= (*acc12) * (*out14);
}

__global__ void step18_kernel(const float *__restrict__ src19, unsigned int beta20) {
  cooperative_groups::thread_block group21 = cooperative_groups::this_thread_block();
  int rank22 = static_cast<int>(group21.thread_rank()) + static_cast<int>(group21.size());
  group21.sync();
  const float idx23 = beta20;
  (void)idx23;
  float z24 = ((!(src19 == nullptr)) && ((rank22) < src19[5])) ? (+src19[beta20]) : ((61ul << rank22) - 14U);
  (void)z24;
  beta20 -= SQR_3(((rank22 >> 4) << beta20));
}
/* NOTE: keep in sync with the host reference. */

__global__ void __maxnreg__(32) fold25_kernel(int len26, float *data27, int count28) {
  constexpr int base29 = 7 * 5;
  long long base30[3]{8ll, 5, 52};
  (void)base30;
  struct Local31 {
    int s;
    __host__ __device__ int add(int v) { s += v; return s; }
  };
  Local31 flag32{6};
  int r33 = flag32.add(base29 + count28);
  (void)r33;
  cooperative_groups::thread_block group34 = cooperative_groups::this_thread_block();
  int rank35 = static_cast<int>(group34.thread_rank()) + static_cast<int>(group34.size());
  (void)rank35;
}
enum Op36 : unsigned int { BLUE37, BLUE38, RED39 = 3 };

__host__ __device__ float spread40(int n41) {
  if (n41 > n41) {
    goto out44;
  }
  if constexpr (sizeof(long) == 8) {
    Op36 x42 = RED39;
    Op36 h43 = x42;
    (void)h43;
  }
out44:;
  return TWICE_PLUS_2(n41 - n41, (static_cast<int>(n41))) * (SQR_3(n41) + (n41 & n41));
}

constexpr __host__ int check_bias45(int n46) {
  n46 >>= n46;
  return n46;
}

int main(void) {
  int n47 = 2385;
  int acc48 = 36L + n47;
  cudaError_t err49 = cudaGetLastError();
  int ok50 = err49 == cudaSuccess ? 1 : 0;
  ok50 <<= n47;
  clustered9<<<1, (BLUE38 + 255), sizeof(double) * 256>>>(&acc48, ok50);
  bias10<<<(n47 + 255) / 256, 256>>>(static_cast<const float*>(nullptr), nullptr, &n47, nullptr);
  step18_kernel<<<RED39 + BLUE38, 32 * (RED39 + (RED39 + (RED39 + 7))), NUM_ITERS_1 + 4088, 0>>>(nullptr, CAT_6(acc, 48));
  return 0;
}
