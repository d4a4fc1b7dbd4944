// cudagen 0.1 seed 1317 valid
// features: kernel,grid_constant,restrict_params,launch,host_device_function,host_function,default_args,main,managed_var,constexpr_var,local_array,struct,class_private,if,if_else,if_init,for,pragma_unroll,nested_block,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,pp_ifdef,comments
#include "prelude.cuh"

#define NUM_ITERS_1 8
#define RADIUS_2 16
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

#ifndef USE_FAST_PATH_6
#define TUNE_7 7
#else
#define TUNE_7 60
#endif
/* Layout: row-major, no padding. */

__global__ void fold8_kernel(const float *__restrict__ coef9, double a10)
{
  constexpr double base11 = 23.375;
  #pragma unroll
  for (int j12 = 0b0; j12 < 11; j12 += 4) {
    a10 -= 20;
    int r13[7]{j12, j12, 15, 0577, static_cast<int>(a10), j12, 16};
  }
}
__managed__ int m_bias14 = -62;
constexpr int BLOCK15 = (sizeof(float) * NUM_ITERS_1);

void check_warp16(unsigned long q17 = 27UL)
{
  if (q17 == BLOCK15) {
    return;
  }
  constexpr unsigned int t18 = NUM_ITERS_1 + 0x21;
}

inline __host__ __device__ void stencil19(int len20, int lane21)
{
  int flag22[0b1000] = {4126, static_cast<int>(len20), 27, len20, 26L, BLOCK15};
  for (int n23 = 0; n23 < len20; ++n23) {
    for (int n24 = 0, j25 = 7; n24 < j25; (++n24, (--j25))) {
      if (signed char off26 = (signed char)len20; off26 <= 0b11011) {
        unsigned char *m27 = nullptr;
      } else {
        flag22[3] -= MIN2_3((flag22[n23] += 59, MIN2_3(n23, 1)), sizeof(long long) - (lane21 += len20, 59));
        --lane21;
      }
    }
  }
}

class Stats28 {
  int val29;
  float lo30;
public:
  __host__ __device__ Stats28(int b31, float a32) : val29(b31), lo30(a32) {}
  __host__ __device__ float apply33() const
  {
    unsigned hi34{5};
    return hi34;
  }
  __host__ __device__ int get35() const
  {
    return TUNE_7 - (lo30 - val29);
  }
};

__global__ void count36_kernel(int len37, __grid_constant__ const Stats28 a38)
{
  if (((int)len37) == BLOCK15) {
    return;
  }
  {
    m_bias14 = MIN2_3((len37 += len37, (-BLOCK15)), BLOCK15);
    m_bias14 %= static_cast<unsigned char>(MIN2_3(len37, m_bias14) + (len37 - len37));
  }
  float lo39 = static_cast<int>(22 * (len37 - 44));
}

int main()
{
  int len40 = 1380;
  fold8_kernel<<<sizeof(float) * 4, sizeof(unsigned int) * (NUM_ITERS_1 + (TUNE_7 + 1))>>>((const float*)nullptr, (int)((int)m_bias14));
  --m_bias14;
  m_bias14 /= 22;
  --m_bias14;
  count36_kernel<<<(m_bias14 + 0377) / 0x100, 128>>>(MIN2_3(m_bias14, 5) - (len40 / sizeof(int)), Stats28(m_bias14, sizeof(int)));
  return 0;
}
