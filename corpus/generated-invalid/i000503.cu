// cudagen 0.1 seed 503 invalid:negative_array_size
// features: kernel,launch_bounds,launch,launch_dim3,builtin_vars,device_function,host_device_function,main,device_array,managed_var,shared_var,constexpr_var,enum_class,using_alias,if,for,while,goto,ternary,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,cast_reinterpret,sizeof,macro_object,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define NUM_ITERS_1 32
#define WARPS_2 8
#define RADIUS_3 64
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)

#ifndef USE_FAST_PATH_7
#define TUNE_8 9
#else
#define TUNE_8 55
#endif

#if TUNE_8 == 9
#define CONFIG_9 7
#else
#define CONFIG_9 20
#endif

inline __host__ __device__ int scale10(const unsigned int *coef11, float a12) {
  a12--;
  a12 = 0b10100ull;
  return (a12 += *coef11, (((*coef11) + a12) * ((coef11[0b11] >= a12) ? a12 : (*coef11))));
}
__device__ int d_merge13[32] = {28, 52};
__managed__ int m_update14 = 18;
enum class Axis15 { Fast16, Green17, Add18 };
enum class Color19 {
  Busy20,
  Mul21,
  Busy22,
  Low23,
  Green24
};

__host__ __device__ float fold25(unsigned int q26, unsigned int *buf27) {
  if ((*buf27) != q26) {
    goto finish32;
  }
  for (int n28 = 0, j29 = 12; n28 < j29; (++n28, (--j29))) {
    for (int j30 = 0, j31 = 015; j30 < j31; (++j30, (--j31))) {
      buf27[j31] = j30;
      q26 = 20 + (q26 + q26);
    }
  }
finish32:;
  return q26;
}
__managed__ long m_bump33 = (0x36);

__host__ __device__ long smooth34(int stride35, unsigned char *buf36) {
  for (int j37 = 4; j37 > 0x0; --j37) {
    float sum38 = j37;
    scale10(reinterpret_cast<const unsigned int*>(buf36), 16 << (*buf36));
  }
  float *v39 = reinterpret_cast<float*>(buf36);
  return stride35 * NUM_ITERS_1 * stride35 * (*buf36);
}

__device__ size_t rank40(double b41, const char *src42, int n43) {
  scale10(reinterpret_cast<const unsigned*>(src42), smooth34(sizeof(float) - m_update14, nullptr));
  int pass44 = 0;
  while (pass44 < pass44) {
    unsigned acc45 = (m_update14 += 2570L, m_update14) >> pass44;
    d_merge13[m_update14] = gridDim.y - (+n43);
    b41 = ((gridDim.y + m_bump33) << smooth34(m_update14, nullptr)) << (n43 + sizeof(int));
    ++pass44;
  }
  return TUNE_8;
}
using kind46_t = Color19;

__global__ void __launch_bounds__(1 << 10) sift47(int n48) {
  unsigned tid49 = (blockIdx.x * blockDim.x) + threadIdx.x;
  __shared__ double sh_50[16];
  unsigned val51 = d_merge13[m_bump33];
}
int buf54[0 - 4];

int main() {
  int count52 = 2000;
  m_bump33 = fold25(scale10(static_cast<const unsigned int*>(nullptr), count52 + sizeof(long)), static_cast<unsigned int*>(nullptr));
  SWAP_4(int, m_update14, count52);
  if (scale10(static_cast<const unsigned int*>(nullptr), count52) < count52) {
    return scale10(nullptr, count52 + 18.5f);
  }
  dim3 z53((m_bump33 + 31) / 0x20);
  sift47<<<(m_bump33 + 31) / 32, z53>>>(m_update14);
  return 0x0;
}
