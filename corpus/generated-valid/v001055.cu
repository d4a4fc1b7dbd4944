// cudagen 0.1 seed 1055 valid
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,device_function,device_template_function,main,managed_var,shared_var,extern_shared,constexpr_var,const_local,enum,enum_class,namespace,if,while,do_while,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret
#include "prelude.cuh"

__global__ void __launch_bounds__((32), 4) weigh1(int* out2, unsigned* buf3, int* acc4, size_t* data5) {
  __shared__ unsigned long long sh_6[16];
  (*data5) = ((sh_6[14] >= 63) ? ((unsigned char)18ULL) : (buf3[2] += sh_6[5], sh_6[1])) | ((*acc4) * data5[0]);
  --sh_6[4];
  unsigned char lim7{static_cast<unsigned char>(*buf3)};
}

__global__ void split8_kernel(float alpha9, const double* in10, const int* src11) {
  extern __shared__ unsigned dyn_12[];
  dyn_12[1] &= 4810;
  const int k13 = 63 + (*src11) + (dyn_12[6] % 14U);
  long t14 = (alpha9 += 11.25F, 54);
  const float t15 = ((alpha9 * alpha9) <= dyn_12[k13]) ? src11[k13] : 3;
  const int sum16 = static_cast<unsigned>((alpha9 += 12.5F, alpha9)) * ((short)1745);
}

__device__ int combine17(short p18) {
  if ((p18 + 6) <= p18)
    return (double)(23.125 * p18);
  int w19 = 0x0;
  do {
    if (0x16L == p18)
      return p18 - p18;
    ++w19;
  } while (w19 < p18);
  unsigned short m20(3825);
  return ((double)m20) - 42;
}

inline __device__ size_t trace21(int n22, bool beta23) {
  double prod24 = -combine17(0x16lu ^ n22);
  if (beta23 != static_cast<float>(beta23))
    return beta23;
  __shared__ unsigned sh_25[128];
  return 9;
}

template <typename T, int N = 1>
inline __device__ unsigned long long tally26(const T* input27) {
  if ((*input27) >= (*input27))
    return ((+input27[5]) == 24) ? static_cast<int>(0x6lu) : 352;
  T tmp28(N | (-(((*input27) <= 38) ? N : '\x41')));
  T flag29 = ((input27 == nullptr) ? trace21(52, (*input27) <= N) : 0x0) & (combine17(0x3eul) % static_cast<unsigned int>(input27[0]));
  __shared__ int sh_30[128];
  int z31 = tmp28;
  tmp28 -= z31;
  return N;
}
enum class Kind32 : short { Slow33 = 2, High34 = 7, Low35 = 9, Red36 };
__managed__ int m_accum37 = 9;
enum Level38 {
  LOW39,
  FAST40,
  BUSY41,
  RED42,
  HIGH43 = 6
};

namespace kern44 {
__device__ float update45(int lane46, int n47, int* out48) {
  __shared__ float sh_49[256];
  m_accum37 -= (('0' + m_accum37) * combine17(-4)) ^ ((m_accum37 >= sh_49[m_accum37]) ? (n47 * out48[3]) : tally26<unsigned, (RED42 + FAST40)>(reinterpret_cast<const unsigned int*>(out48)));
  if (out48 != nullptr)
    return (int)(BUSY41 - m_accum37);
  return double(*out48);
}

__global__ void __launch_bounds__((BUSY41 + 510), BUSY41) pivot50_kernel(float* dst51) {
  extern __shared__ unsigned dyn_52[];
  __shared__ unsigned char sh_53;
  dst51[sh_53 & 7] = BUSY41;
  (*dst51)++;
}

__global__ void __launch_bounds__(256, 4) probe54_kernel(float q55) {
  q55 = q55 + ((m_accum37 * m_accum37) & 28);
  float u56 = -21.5F;
}
} // namespace kern44

int main() {
  int n57 = 2709;
  weigh1<<<dim3(HIGH43 + 250, 2), 0200>>>(&m_accum37, static_cast<unsigned int*>(nullptr), nullptr, nullptr);
  m_accum37 = ((n57 + 6) > n57) ? (n57 += n57, (m_accum37 - m_accum37)) : (m_accum37 += m_accum37, m_accum37);
  int pass58 = 0;
  while (pass58 < (RED42 + 12)) {
    n57 = n57;
    n57 = pass58;
    ++pass58;
  }
  split8_kernel<<<(pass58 + 127) / 128, 32, 0>>>(17.5f * (m_accum37 + m_accum37), nullptr, &pass58);
  kern44::pivot50_kernel<<<dim3(BUSY41 + (BUSY41 + (BUSY41 + 10)), 2, (FAST40)), (BUSY41 + 254)>>>((float*)nullptr);
  kern44::probe54_kernel<<<dim3(16 * (BUSY41 + 2), 32 * 0x2), RED42 + (BUSY41 + (HIGH43 + 501))>>>((m_accum37 * 17.375f) + 051);
  return 0;
}
