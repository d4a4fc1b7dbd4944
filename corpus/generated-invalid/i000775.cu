// cudagen 0.1 seed 775 invalid:launch_too_many_args
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,host_function,constexpr_function,default_args,main,constant_array,managed_var,shared_var,extern_shared,constexpr_var,const_local,struct,enum,if,for,switch,static_assert,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,cast_c,sizeof,alignof
#include "prelude.cuh"

__host__ __device__ int weigh1(int stride2, bool p3 = 0)
{
  for (int i4 = 0, j5 = 4; i4 < j5; (++i4, (--j5))) {
    switch (j5) {
    case 11:
      for (int n6 = 0, j7 = i4; n6 < j7; (++n6, (--j7))) {
        stride2 = (53 + p3) - j5;
      }
      stride2++;
      break;
    case 3 * 2: {
      const int *lo8 = (const int*)nullptr;
      break;
    }
    }
  }
  p3 = 0;
  return (int)959ull;
}
__constant__ double c_fuse9[2] = {-0b1001LL, 07214};

struct Stats10 {
  unsigned y11;
  float flag12;
  bool sum13;
  unsigned vel14;
};

__global__ void stencil15_kernel(unsigned int cfg16)
{
  extern __shared__ signed char dyn_17[];
  if (cfg16) {
    return;
  }
  dyn_17[cfg16] ^= dyn_17[4] + 29L;
  __shared__ unsigned char sh_18[64];
  const int r19 = (sh_18[4] * 6 * cfg16) + (8 >> (dyn_17[0] ? cfg16 : cfg16));
  cfg16 = 44u;
  cfg16 = dyn_17[cfg16];
  static_assert((062) > 0x31, "bad config");
}

__host__ __device__ int relax20(Stats10 q21, const int *src22)
{
  if (src22 != nullptr) {
    return src22[3] + src22[1];
  }
  Stats10 x23 = Stats10{};
  constexpr int diff24 = 47;
  return ((q21.y11 - alignof(char)) * src22[0x0]) + (q21.y11 - ('\\' << src22[5]));
}

template <class T, int N = 2>
__global__ void score25(T q26)
{
  switch ((q26 <= q26) ? N : 14ul) {
  case 2: {
    long f27 = q26;
    __shared__ int sh_28[64];
    break;
  }
  case 1 << 2: {
    __shared__ short sh_29[16];
    float tmp30 = 3 << sh_29[6];
    break;
  }
  default: {
    T mid31 = 57L;
    break;
  }
  }
}
__managed__ unsigned m_merge32 = '\t';
enum Axis33 { FAST34, MUL35 = 5, OFF36, MUL37 };

constexpr int check_sift38(int count39, unsigned long long q40)
{
  long lim41 = ((q40 - (count39 % q40)) != (0x39ul)) ? MUL37 : ((count39 + 2528) - (sizeof(float) - q40));
  lim41 = lim41 >> (count39 += count39, (sizeof(Stats10) - lim41));
  return count39;
}

int main()
{
  int len42 = 873;
  score25<double, 2><<<dim3((len42 + 63) / 64, 0x1 << 0b10), (OFF36 + (MUL35 + 21)), 0, (cudaStream_t)0>>>(len42, 0);
  len42 <<= len42;
  for (int j43 = 0; j43 < len42; j43++) {
    --m_merge32;
    stencil15_kernel<<<(m_merge32 + 255) / 256, 0x1 << (MUL37 + 0x1)>>>(((j43 == 0x15) ? MUL37 : j43) - j43);
  }
  return 0x0;
}
