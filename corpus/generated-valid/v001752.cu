// cudagen 0.1 seed 1752 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,main,shared_var,extern_shared,auto_var,const_local,anon_namespace,if,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b

__host__ __device__ float fuse2(int len3, int n4) {
  ++len3;
  len3 = +(-(55 + n4));
  int diff5 = len3;
  diff5--;
  return (diff5 + n4) - (CAT_1(n, 4) + 5);
}

__host__ __device__ short pack6(int len7) {
  float diff8 = len7;
  char sum9 = ((int)len7) / 52UL;
  len7++;
  return CAT_1(diff, 8) + alignof(double);
}

namespace {
__global__ void sweep10(int *data11, const long *__restrict__ coef12, double alpha13) {
  extern __shared__ double dyn_14[];
  int tid15 = threadIdx.x;
  data11[tid15] &= tid15;
  int mid16{static_cast<int>(22)};
  dyn_14[0x0] = 4.875 + (tid15);
  float *v17 = (float*)nullptr;
}
} // namespace

inline __host__ __device__ float mix18(unsigned long *__restrict__ data19) {
  auto stride20 = sizeof(unsigned short);
  unsigned long long y21 = stride20;
  auto diff22 = float(data19[1]) * ((0x36 % (*data19)) + stride20);
  if (!(0xcL <= y21)) {
    return data19[0x4] + (2.625f / diff22);
  }
  ++(*data19);
  return 0x26;
}

double decay23(unsigned a24) {
  sweep10<<<(a24 + 127) / 128, 128, 1024, nullptr>>>(nullptr, nullptr, static_cast<unsigned int>(12lu * a24));
  long long val25(1);
  sweep10<<<0x40 * 2, dim3((a24 + 127) / 0x80, (a24 + 63) / 64)>>>(nullptr, static_cast<const long*>(nullptr), val25);
  if (0x1F != a24) {
    return a24;
  }
  return val25;
}

int main(void) {
  int size26 = 2919;
  const double acc27 = size26 / size26;
  size26 = 060u;
  return 0x0;
}
