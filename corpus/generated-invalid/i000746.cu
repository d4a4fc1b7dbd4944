// cudagen 0.1 seed 746 invalid:kernel_exception_spec
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,launch_dim3,launch_stream,builtin_vars,host_function,static_host_function,main,device_var,shared_var,static_shared,extern_shared,constexpr_var,local_array,static_local,enum_class,using_alias,namespace,if,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,cast_const,sizeof,lambda,macro_paste,pp_ifdef,pp_undef
#include "prelude.cuh"

#define CAT_1(a, b) a##b

#ifdef USE_FAST_PATH_2
#define TUNE_3 14
#else
#define TUNE_3 31
#endif
#undef TUNE_3
#define TUNE_3 48

template <class T>
__global__ void trace4_kernel(T *dst5, const T *in6)
{
  extern __shared__ float dyn_7[];
  int idx8 = threadIdx.x;
  dyn_7[0x5] /= (float)(0xClu);
  (*dst5)++;
  --(*dst5);
}
enum class State9 : int { Add10, Slow11 };
__device__ int d_reduce12;

unsigned int check_bump13(double *acc14)
{
  unsigned int val15[4] = {static_cast<unsigned int>(acc14[4] + (*acc14))};
  acc14[2] = *acc14;
  static double idx16 = 15.375;
  double x17 = val15[0x0];
  if (acc14 != nullptr) {
    return val15[2];
  }
  return (0x5 * val15[2] * 41) % (val15[0b1] ^ val15[1]);
}

size_t accum18(const int *__restrict__ in19, int count20, unsigned char a21)
{
  cudaStream_t prod22 = (cudaStream_t)0;
  a21 -= (TUNE_3 + a21) - check_bump13(nullptr);
  return (float)(*in19);
}
using kind23_t = State9;

namespace detail24 {
static unsigned char host_sweep25(const double *__restrict__ src26, unsigned int q27)
{
  q27 |= check_bump13(const_cast<double*>(src26)) - (q27 += q27, (sizeof(double)));
  auto op30 = [](double k28, int h29) -> unsigned int {
    k28 = TUNE_3;
    return check_bump13(&k28);
  };
  op30(q27, CAT_1(q, 27));
  q27 += check_bump13(const_cast<double*>(src26));
  q27 = check_bump13(const_cast<double*>(src26));
  double mid31 = check_bump13(const_cast<double*>(src26));
  return *src26;
}
} // namespace detail24

template <typename T, int N>
__global__ void __maxnreg__(32) probe32_kernel(T *out33, const T *in34)
{
  extern __shared__ unsigned long dyn_35[];
  kind23_t acc36 = State9::Slow11;
  static __shared__ int sh_37[256];
  (sh_37[139]--, (sh_37[gridDim.y] = N));
  if (acc36 == State9::Slow11) {
    return;
  }
  __shared__ unsigned short sh_38[64];
  __shared__ double sh_39[128];
}

static double run_pack40(long q41, int stride42)
{
  q41 = (int)float(064 * stride42);
  q41 = ((CAT_1(stride, 42) ^ q41));
  int y43[8]{12ul, 0b101000, stride42, 0b110, 3069, 4, stride42, 19l};
  return accum18(nullptr, detail24::host_sweep25((const double*)nullptr, y43[0x5]), 54) + detail24::host_sweep25((const double*)nullptr, 10u);
}
__global__ void noexcept_kernel46(int *p) throw()
{
    p[0] = 0;
}

int main()
{
  int len44 = 1298;
  check_bump13((double*)nullptr);
  trace4_kernel<double><<<(len44 + 255) / 256, 0x40>>>(nullptr, (const double*)nullptr);
  float z45{40U};
  probe32_kernel<long, 1><<<dim3((len44 + 63) / 0x40, (len44 + 0xFF) / 0400, 16 * 010), dim3((TUNE_3 + 0x50) * 0x2, (len44 + 0377) / 0400, (8))>>>(nullptr, (const long*)nullptr);
  return 0x0;
}
