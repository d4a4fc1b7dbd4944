// cudagen 0.1 seed 1121 valid
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,builtin_vars,device_function,device_forceinline,default_args,main,shared_var,constexpr_var,local_array,anon_namespace,if,if_else,static_assert,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,sizeof
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

__global__ void accum3(size_t *__restrict__ dst4) {
  int idx5 = threadIdx.x;
  dst4[idx5 & 7] = 22U;
  unsigned k6[0x8] = {50UL, 5ULL};
  constexpr unsigned long long stride7 = 60;
  if (warpSize < idx5) {
    return;
  }
}

__device__ __forceinline__ size_t stencil8(double a9) {
  a9++;
  __shared__ unsigned char sh_10;
  return a9;
}

namespace {
__device__ void score11(int lane12 = 14) {
  constexpr unsigned int stride13 = 4;
  stencil8(23 % (lane12 - stride13));
  size_t idx14 = blockIdx.x;
  if (idx14 < 11) {
    return;
  }
  unsigned int lim15 = +stencil8(stride13 / lane12);
}

static __global__ void __launch_bounds__(2 * 16) update16(char *__restrict__ dst17) {
  int tid18 = threadIdx.x;
  (*dst17) = stencil8(21 + tid18);
  if (((*dst17) / 6UL) <= (tid18 >> blockDim.x)) {
    dst17[tid18 & 7]++;
  }
  __shared__ float sh_19[(16)];
  int cnt20 = 43 - sh_19[tid18 & 15];
  static_assert(sizeof(int) == 4, "bad config");
  int t21[3] = {};
}
} // namespace

int main() {
  int len22 = 1987;
  len22 = sizeof(int);
  len22 = len22 | ((len22 - len22) << len22);
  if (len22 != 0x6ul) {
    update16<<<(32), (0x200)>>>((char*)nullptr);
    constexpr signed char hi23 = 31 * 0x2;
  } else {
  }
  accum3<<<1, 128>>>((size_t*)nullptr);
  return 0x0;
}
