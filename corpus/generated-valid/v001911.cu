// cudagen 0.1 seed 1911 valid
// features: kernel,kernel_static,kernel_template,launch_deduced_template_args,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,main,managed_var,shared_var,constexpr_var,local_array,auto_var,enum,if,range_for,ternary,bitwise,comparison,incdec,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,lambda,lambda_capture_ref,macro_function,comments
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
enum Op4 {
  IDLE5,
  BUSY6,
  RED7,
  IDLE8 = 8,
  MUL9
};
__managed__ bool m_scale10 = 1;
__managed__ unsigned int m_rank11[4] = {3529ULL, 073, 10};

static __global__ void __launch_bounds__(256, RED7 + 1) fold12(size_t beta13, float *dst14, int *dst15) {
  int e16 = MIN2_1((m_rank11[0] != IDLE8) ? (*dst15) : (beta13 & 61ul), ' ' * m_scale10);
  for (auto u17 : m_rank11) {
    beta13 = MIN2_1(e16, m_rank11[2]);
  }
  dst14[e16]--;
  unsigned int hi18 = ((int)e16) + 3156;
}
/* NOTE: keep in sync with the host reference. */

template <typename T, int N = 7>
__global__ void pack19(T *acc20, const T *input21, int lane22) {
  lane22 = m_rank11[lane22];
  Op4 h23 = MUL9;
  if (!input21) {
    return;
  }
  acc20[2] = 0177UL;
  __shared__ int sh_24[16];
  h23 = IDLE5;
  int off25 = acc20[0b11];
}

__global__ void __launch_bounds__(256) trace26_kernel(float *out27, int len28, int len29) {
  out27[len28 & 7] = (22 * m_rank11[1]) % (RED7 + len28);
  const float *hi30 = out27;
  out27[5] = IDLE5;
}

__global__ void __launch_bounds__((128)) fold31(int len32, int n33, int *buf34, int len35) {
  len32++;
  __shared__ float sh_36;
  __shared__ signed char sh_37;
  auto t38 = ((m_scale10 * 2632) - BUSY6) - ((int)m_rank11[0b1]);
  m_rank11[2]--;
  buf34[3]++;
}

template <class T>
__global__ void scale39(const T *in40, T cfg41, const long *coef42) {
  m_scale10 = m_scale10;
  Op4 mid43 = MUL9;
  int cnt44[5]{8, int(in40[7]), int(m_scale10), 40l, ' '};
  cfg41++;
  cnt44[3] = MIN2_1(cfg41, m_rank11[2]);
}

__global__ void norm45_kernel(const unsigned int *coef46, int n47, int lane48) {
  double x49[5] = {9.375F, 18.125f};
  for (auto k50 : x49) {
    if (m_rank11[3] <= RED7) {
      return;
    }
  }
  unsigned char acc51 = lane48;
}

int main() {
  int len52 = 06741;
  auto fn55 = [&]() -> signed char {
    float flag53 = 61U - (MIN2_1(len52, m_scale10) - 2.25f);
    int e54{18};
    return m_rank11[len52];
  };
  if (m_rank11[len52] != 36) {
    return 2 | m_scale10;
  }
  dim3 res56(512, 0b10);
  fold12<<<res56, res56, 0b0, (cudaStream_t)0>>>(28l, (float*)nullptr, &len52);
  pack19<<<dim3(512, 256, 2), 512>>>((long*)nullptr, (const long*)nullptr, (03663 & len52) + len52);
  trace26_kernel<<<dim3((len52 + 255) / 256, IDLE8 + 56, (len52 + 63) / 64), 128>>>(nullptr, 14 ^ len52, (int)((38 <= len52) ? m_scale10 : m_rank11[0]));
  return 0;
}
