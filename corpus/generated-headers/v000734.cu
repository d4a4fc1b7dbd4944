// cudagen 0.2 seed 734 valid headers
// features: kernel,launch_bounds,launch,builtin_vars,device_function,static_device_function,device_template_function,main,constexpr_var,local_array,const_local,bitwise,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_statement,pp_ifdef,pp_undef,hdr_cmath
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <numeric>
#include <cstdio>
#include <thrust/device_vector.h>
#include <thrust/fill.h>
#include <thrust/reduce.h>
#include <compare>

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 16
#else
#define TUNE_3 49
#endif
#undef TUNE_3
#define TUNE_3 2

template <typename T, int N = 4>
inline static __device__ long update4(T* acc5, long b6, short beta7)
{
  beta7 = ceilf((5.0f * beta7) + 0x1CUL);
  float idx8 = beta7;
  (void)idx8;
  const float sum9 = *acc5;
  (void)sum9;
  ++acc5[0x3];
  T base10 = warpSize;
  (void)base10;
  b6 = 17;
  ++(*acc5);
  return 9u;
}

__global__ void __launch_bounds__(0x200, TUNE_3 + 2) lerp11(const float* input12, const unsigned* in13, float alpha14)
{
  int i15 = (blockIdx.x * blockDim.x) + threadIdx.x;
  (void)i15;
  int mid16[4]{-50l, 39, 24, 2019};
  (void)mid16;
  --alpha14;
  unsigned int m17 = ceilf(TUNE_3);
  (void)m17;
}

int main()
{
  int n18 = 77;
  unsigned int hi19[6] = {static_cast<unsigned int>((long long)TUNE_3), 19, 1u, 0x827, 12ul};
  n18 = 23;
  lerp11<<<sizeof(float) * TUNE_3, (256)>>>((const float*)nullptr, hi19, (hi19[n18] | hi19[2]) + (n18 * n18));
  return 0;
}
