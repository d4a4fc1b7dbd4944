// cudagen 0.1 seed 1109 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,device_function,device_forceinline,static_device_function,device_template_function,default_args,main,device_var,managed_var,shared_var,constexpr_var,auto_var,enum,if,if_else,switch,nested_block,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_string_prefix,lit_nullptr,cast_static,sizeof,macro_function,macro_paste,comments
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define SQR_2(x) ((x) * (x))
#define CAT_3(a, b) a##b

__global__ void accum4(int len5, const float *__restrict__ coef6, float *__restrict__ buf7) {
  len5 = len5;
  if ((*coef6) >= 33) {
    if ((len5 % (len5 + 59)) != 52) {
      __shared__ unsigned int sh_8;
    }
    auto s9 = 14.375f;
  } else {
  }
}
enum Mode10 { MUL11 = 3, LOW12, GREEN13 };

__global__ void tile14(int stride15) {
  Mode10 h16 = GREEN13;
  switch (CAT_3(stride, 15)) {
  case 0x3: {
    Mode10 stride17 = MUL11;
    break;
  }
  case (7): {
    float v18(GREEN13);
    break;
  }
  default:
    break;
  }
}
__managed__ bool m_relax19[8] = {false, true, true, true};

template <class T, int N>
__global__ void weigh20_kernel(const T *src21, bool b22, const T *__restrict__ coef23, T *__restrict__ buf24) {
  (buf24[0x4]++, (m_relax19[1] = b22));
  Mode10 stride25 = LOW12;
  if (stride25 != GREEN13) {
    return;
  }
  b22 = b22;
  Mode10 t26 = MUL11;
  buf24[0b100]++;
}

__device__ __forceinline__ void rank27(float b28, int count29 = 59U) {
  Mode10 f30 = LOW12;
  count29 = GREEN13;
  Mode10 tmp31 = f30;
}
// Computes one element per thread.

__global__ void sweep32_kernel(int count33, int len34) {
  {
    count33 = GREEN13 & (m_relax19[count33]);
    Mode10 lim35 = GREEN13;
  }
  int lim36 = count33;
}

template <class T>
__global__ void accum37(T alpha38, int *__restrict__ out39, double alpha40, int count41) {
  (alpha38--, (m_relax19[3] = 1));
  rank27((alpha40 * alpha40) + 16.25f);
  T v42(m_relax19[0x7]);
}

__global__ void probe43(unsigned int *acc44, const long *coef45) {
  acc44[1] = sizeof(long);
  float acc46 = 24.625F;
}
__device__ bool d_score47 = 0;
// Layout: row-major, no padding.

template <class T, int N>
static __device__ __forceinline__ int kick48(T p49) {
  if ((p49 + (sizeof(T) - CAT_3(p, 49))) < (3927 | m_relax19[4])) {
    p49 = p49;
    if ((m_relax19[0x0] >> MUL11) > d_score47) {
      return N;
    }
  } else {
  }
  return 0x1A - (p49 * d_score47 * 42);
}

int main() {
  int count50 = 1081;
  int flag51{static_cast<int>(count50)};
  const char *mid52 = u8"x=%d";
  accum4<<<dim3(0b10), 0100 * 2, GREEN13 + (LOW12 + 0x3f7)>>>((count50 >> 6) & 14, nullptr, nullptr);
  tile14<<<dim3((count50 + 255) / 256), sizeof(int) * (MUL11 + (LOW12 + (MUL11 + 118))), 0>>>(flag51 ^ 11);
  weigh20_kernel<int, 6><<<16, 64>>>(static_cast<const int*>(nullptr), mid52[0], nullptr, nullptr);
  return 0;
}
