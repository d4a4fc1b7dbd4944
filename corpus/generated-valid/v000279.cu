// cudagen 0.1 seed 279 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,main,shared_var,extern_shared,auto_var,bitwise,incdec,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_float_exponent,cast_static,sizeof,macro_function,pp_ifdef
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))

#ifdef USE_FAST_PATH_2
#define TUNE_3 11
#else
#define TUNE_3 59
#endif

__global__ void fold4_kernel(int lane5)
{
  extern __shared__ size_t dyn_6[];
  float hi7 = dyn_6[lane5];
  hi7++;
  int flag8 = hi7;
}

__global__ void sweep9_kernel(int n10)
{
  extern __shared__ unsigned dyn_11[];
  double mid12 = dyn_11[n10];
  float s13 = 2e1f;
  auto sum14 = dyn_11[n10];
}

inline unsigned long long check_mix15(int n16, int len17, int n18)
{
  n16 = (len17 + len17) - (7u | len17);
  fold4_kernel<<<dim3((n18 + 255) / 256, (16)), 16 * 2, sizeof(int) * 0b10000000, (cudaStream_t)0>>>(len17);
  --len17;
  float e19 = n18;
  unsigned short lim20 = len17;
  return 0b111100LL;
}

int main()
{
  int size21 = 2127;
  signed char prod22(check_mix15(static_cast<float>(size21), 0b111100L, check_mix15(size21, size21 % 2590L, size21)));
  sweep9_kernel<<<dim3((size21 + 127) / 128, (size21 + 255) / 256, 256), dim3(1, 32), (TUNE_3 + 5) * 0b10000, 0>>>(prod22);
  size21 = size21;
  return 0;
}
