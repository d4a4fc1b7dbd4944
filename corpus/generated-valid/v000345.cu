// cudagen 0.1 seed 345 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,maxnreg,restrict_params,launch,launch_dim3,device_function,device_forceinline,host_device_function,device_template_function,host_function,static_host_function,constexpr_function,main,constexpr_var,const_local,static_local,if,for,pragma_unroll,switch,goto,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_float_exponent,lit_nullptr,cast_c,cast_static,sizeof,pp_ifdef
#include "prelude.cuh"

#define USE_FAST_PATH_1

#ifdef USE_FAST_PATH_1
#define TUNE_2 11
#else
#define TUNE_2 29
#endif

__global__ void __maxnreg__(32) grow3(long alpha4)
{
  int stride5 = (-7);
  switch (stride5 * 3) {
  case 2 * 4: {
    const int m6 = (alpha4 <= (14ul / stride5)) ? stride5 : static_cast<signed char>((stride5));
    float diff7 = 9u * alpha4;
    break;
  }
  case 7: {
    int *s8 = (int*)nullptr;
    int e9 = 0x115dUL;
    break;
  }
  }
  int y10{046};
}

template <typename T, int N = 1>
__global__ void __launch_bounds__(32) score11_kernel(const T *__restrict__ coef12)
{
  unsigned int prod13{2u};
  prod13 ^= prod13;
  #pragma unroll
  for (int it14 = 3; it14 > 0; --it14) {
    T x15 = *coef12;
    x15 = TUNE_2;
  }
}
constexpr unsigned int RADIUS16 = 5;

__global__ void __maxnreg__(128) blend17_kernel(unsigned char cfg18, unsigned long *out19, size_t *buf20)
{
  if (!buf20) {
    goto finish23;
  }
  out19[cfg18] /= buf20[6];
  --cfg18;
  #pragma unroll
  for (int j21 = 0x0; j21 < 0x9; j21 += 0x4) {
    for (int it22 = 0x10; it22 > 0; --it22)
      buf20[it22] = sizeof(char);
    out19[cfg18] /= 36U;
  }
finish23:;
}

constexpr __host__ __device__ int tile24(int stride25)
{
  stride25 = stride25;
  stride25 = 14;
  return 4;
}

template <typename T, int N = 6>
__global__ void tally26(T *__restrict__ buf27, int *acc28)
{
  T lo29{5};
  T *base30 = buf27;
}

template <class T, typename U>
__device__ __forceinline__ void fuse31(T p32)
{
  if (tile24(p32) > RADIUS16)
    return;
  const int diff33 = RADIUS16;
  constexpr float w34 = 23;
  #pragma unroll 2
  for (int j35 = 10; j35 > 0; --j35) {
    unsigned long mid36 = (0x3e / p32) * (RADIUS16 * ((p32 <= 37) ? j35 : 3320));
  }
  float off37 = tile24(p32) - (((p32 - p32) >= w34) ? (diff33 * p32) : (58ul / p32));
}

static __host__ long relax38(unsigned int cfg39)
{
  tile24(tile24(cfg39 + RADIUS16));
  int m40 = (RADIUS16);
  constexpr int cnt41 = -0163L;
  return 31;
}

int main()
{
  int len42 = 0x807;
  score11_kernel<float, 7><<<(len42 + 31) / 32, 32>>>((const float*)nullptr);
  bool flag43 = relax38(RADIUS16);
  static float x44 = 500e-3f;
  flag43 = (x44 * (flag43)) != flag43;
  grow3<<<dim3((RADIUS16 + 3) * (TUNE_2 + 5), RADIUS16 + 123), RADIUS16 + 59>>>(((float)flag43) - (25LL + flag43));
  blend17_kernel<<<sizeof(int) * 2, (TUNE_2 + 5) * 8>>>(tile24(x44), nullptr, nullptr);
  tally26<float, 3><<<RADIUS16 + (RADIUS16 + (TUNE_2 + 43)), dim3((len42 + 31) / 32)>>>((float*)nullptr, nullptr);
  return 0;
}
