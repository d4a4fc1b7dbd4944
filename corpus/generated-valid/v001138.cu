// cudagen 0.1 seed 1138 valid
// features: kernel,launch,launch_shared_mem,builtin_vars,device_function,host_device_function,host_function,default_args,main,constant_var,managed_var,shared_var,shared_2d,constexpr_var,local_array,auto_var,enum_class,if,for,pragma_unroll,while,do_while,static_assert,bitwise,shift,logical,comparison,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,alignof,macro_statement,pp_ifdef,pp_undef
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 14
#else
#define TUNE_5 41
#endif
#undef TUNE_5
#define TUNE_5 8

__global__ void reduce6_kernel(unsigned int alpha7, float* dst8, unsigned long long* out9) {
  int idx10 = (blockIdx.x * blockDim.x) + threadIdx.x;
  #pragma unroll
  for (int n11 = 0; n11 < idx10; n11++) {
    int res12 = 0b110000L;
    int w13 = 1 + alpha7;
  }
}
__managed__ double m_pivot14[32];
enum class Color15 { High16, High17 = 6 };

inline __host__ __device__ unsigned long long split18(int stride19) {
  for (int it20 = 0; it20 < 0b10; it20++) {
    signed char lim21((it20 - unsigned(1l)) + (stride19 - stride19));
    lim21 = TUNE_5;
    stride19 = it20;
  }
  auto off22 = stride19;
  if (!(stride19 >= stride19))
    return (TUNE_5 - off22) & (TUNE_5 - stride19);
  return off22 * (~stride19);
}

__device__ double blend23(unsigned int alpha24, int* buf25) {
  int iter26 = 0;
  while (iter26 < 012) {
    int q27 = iter26;
    unsigned long long cnt28 = iter26 + q27;
    const unsigned* flag29 = nullptr;
    ++iter26;
  }
  m_pivot14[23] = *buf25;
  __shared__ unsigned char sh_30[16][11];
  Color15 f31 = Color15::High16;
  return m_pivot14[021];
}

__host__ __device__ float pivot32(long p33) {
  float h34 = p33;
  unsigned int mid35 = alignof(int);
  if ((h34 < p33) && (TUNE_5 >= p33))
    return mid35 & (mid35 - 'z');
  return p33;
}

__device__ __host__ unsigned int step36(const short* coef37, float b38, float b39) {
  bool acc40{true};
  float f41 = *coef37;
  f41 = (20.875f + f41) - (int(49) / b39);
  int lim42 = (coef37[0b110] + (*coef37)) << acc40;
  static_assert(1 == 0b1, "size check");
  lim42 = f41;
  return b39;
}
__constant__ long c_blend43 = 29U;
enum struct Kind44 : unsigned char { High45, Red46, Mul47 = 4, Off48 };

size_t check_split49(const int* coef50, unsigned int beta51, float a52 = 24.5F) {
  long tmp53[7] = {};
  a52 = -44;
  if (beta51 != coef50[beta51])
    return 28;
  tmp53[1] = coef50[beta51] + a52 + ((beta51 - TUNE_5) | (beta51 | TUNE_5));
  a52 = (+a52) + m_pivot14[beta51];
  return 1255;
}

inline __host__ __device__ void rank54(double* out55) {
  out55[5] = *out55;
  constexpr float stride56 = 28;
  for (int n57 = 0; n57 < 11; n57++)
    out55[6] = (2829 % n57) + n57;
  (*out55) = out55[7];
  out55[1] = *out55;
}

float run_probe58(int n59) {
  reduce6_kernel<<<(n59 + 63) / 64, TUNE_5 + (TUNE_5 + (TUNE_5 + (TUNE_5 + (TUNE_5 + 24)))), TUNE_5 + 1016>>>((46ul), nullptr, (unsigned long long*)nullptr);
  int iter60 = 0;
  do {
    reduce6_kernel<<<sizeof(unsigned int) * 4, sizeof(int) * 8>>>(TUNE_5 << (iter60 * iter60), nullptr, (unsigned long long*)nullptr);
    ++iter60;
  } while (iter60 < n59);
  Color15 cnt61 = Color15::High16;
  if (TUNE_5 >= (n59 % n59))
    return unsigned(m_pivot14[27]) % iter60;
  return m_pivot14[n59 & 0b11111] + 9;
}

int main() {
  int n62 = 2585;
  double* base63 = (double*)nullptr;
  bool off64 = base63[7] != (29ULL * m_pivot14[0b11001]);
  n62 = (size_t(m_pivot14[n62 & 31]) + 0b101000) * 9;
  if (28lu != n62)
    return -1;
  return 0;
}
