// cudagen 0.1 seed 1411 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,static_device_function,host_device_function,device_template_function,host_function,default_args,main,shared_var,static_shared,auto_var,const_local,namespace,nested_namespace,if,if_else,for,static_assert,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_bool,lit_nullptr,cast_c,sizeof,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
// Computes one element per thread.

__global__ void __launch_bounds__(32 * 8, 2) gather3(float a4, unsigned int beta5) {
  double w6 = 7.875f;
  a4 = 64ULL;
}

namespace detail7 {
__host__ __device__ void shade8(unsigned short *__restrict__ data9, const long *coef10, const unsigned int *__restrict__ in11) {
  static_assert(50 == 50);
  if ((in11[2] << 6) < in11[5])
    return;
  for (int i12 = 10; i12 > 0; --i12) {
    (*data9) += in11[7] >> ((*coef10) + 15);
    auto flag13 = *in11;
  }
}
} // namespace detail7

__global__ void __maxnreg__(128) kick14(int stride15, const int *in16) {
  int tid17 = threadIdx.x;
  stride15 += -24;
  ++stride15;
  float stride18(blockDim.x + (tid17 + 40 + stride15));
  stride18 = 24.75f;
  stride18 = (threadIdx.z + gridDim.x + (tid17 * in16[5])) >> (threadIdx.x - (tid17));
}

namespace detail19::sub20 {
template <class T, int N>
__global__ void relax21(T *__restrict__ data22) {
  int tid23 = threadIdx.x;
  __shared__ unsigned char sh_24;
  long lo25{9l};
}
} // namespace detail19::sub20
/* Returns the accumulated value. */

static __device__ __forceinline__ void clamp26(int count27) {
  const int h28 = 50L - count27;
  if ((count27 + 46) == 8)
    return;
  int stride29{42U};
  stride29++;
  count27 <<= stride29 + (count27 >> count27) + ((count27 * 3092l) + stride29);
}
// NOTE: keep in sync with the host reference.

inline __host__ __device__ float blend30(int stride31, int stride32, int len33 = 52) {
  if ((stride32 + stride32 + 40) == (63 - stride32)) {
    for (int n34 = 0; n34 < 13; n34 += 2) {
      stride32 = 19ul;
      stride31 += (n34) * stride32;
    }
  }
  return len33;
}
/* NOTE: keep in sync with the host reference. */

template <typename T>
__device__ T relax35(T b36, T *out37, int lane38) {
  T y39{2};
  static __shared__ long long sh_40[8];
  return 10.625;
}
/* Returns the accumulated value. */

__device__ __forceinline__ int combine41(int lane42 = 56) {
  const float *off43 = (const float*)nullptr;
  lane42 |= threadIdx.x;
  if (off43 != nullptr) {
    bool res44 = false * (off43[7] * lane42);
    if (lane42 <= off43[3])
      return 1'076;
  }
  return 24LL;
}

void host_kick45(int n46, float q47, int count48) {
  --count48;
  if ((q47 - 33) < (39L + q47)) {
    n46++;
  } else {
    n46 ^= (n46);
    if (count48 != 14UL)
      return;
  }
  if (n46 <= n46)
    return;
}

int main() {
  int size49 = 2757;
  int base50 = size49;
  detail19::sub20::relax21<float, 1><<<2 * 0b100, (512)>>>(nullptr);
  detail19::sub20::relax21<double, 5><<<(256), 64, sizeof(double) * 128>>>(nullptr);
  base50 = 4352L;
  gather3<<<16, 256, 0, 0>>>((size49 >> 1) >> 4, (+size49) + 15);
  kick14<<<0b1 << 2, 32, 1024, (cudaStream_t)0>>>(base50, &size49);
  return 0;
}
