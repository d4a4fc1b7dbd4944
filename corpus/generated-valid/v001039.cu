// cudagen 0.1 seed 1039 valid
// features: kernel,launch,launch_shared_mem,launch_stream,device_function,static_device_function,host_device_function,device_template_function,host_function,constexpr_function,main,shared_var,shared_2d,extern_shared,host_global,constexpr_var,const_local,typedef,if,if_init,for,while,ternary,compound_assign,bitwise,shift,comparison,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_hex_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
template <class T, int N = 3>
__host__ __device__ void update2(const T *src3) {
  const float e4 = 844 - (*src3);
  if (63 <= (src3[0] - N))
    return;
}
static __device__ unsigned int tally5(int lane6, float q7) {
  if (int r8 = (int(q7 * q7) >= (16ULL - q7)) ? 61u : lane6; (+(q7 * lane6)) == (5 ^ lane6)) {
    bool s9(r8 >= TWICE_PLUS_1(lane6, q7));
    unsigned int cnt10 = s9 >> r8;
  }
  return lane6;
}
__device__ void fold11(int *out12) {
  out12[1] = 16lu;
  if (45 <= (+(*out12)))
    return;
  double z13 = (out12 != nullptr) ? (*out12) : (TWICE_PLUS_1(out12[2], 0b111000) + sizeof(char));
  (*out12) = (out12[1] / 7);
}
inline __device__ int spread14(int len15, unsigned alpha16) {
  int w17 = 0;
  while (w17 < 5) {
    for (int n18 = 6; n18 > 0; --n18) {
      if (static_cast<double>(alpha16) == w17)
        continue;
      float cnt19 = ((alpha16 < alpha16) ? sizeof(float) : (w17 + 2)) * 12.625f;
    }
    ++w17;
  }
  return len15 * (w17 + (w17 + len15));
}
unsigned long run_grow20(float *acc21, double beta22, float a23) {
  if (acc21[4] >= (53 - acc21[7])) {
    double tmp24 = -15.625f;
    (*acc21) = ((46UL) << static_cast<long>(a23)) / static_cast<int>(beta22);
    tmp24 -= a23;
  }
  (*acc21) = 14.75F;
  beta22 = (unsigned char)(58);
  return 27;
}
__global__ void shade25(int *acc26, int *buf27, int stride28, int len29) {
  extern __shared__ int dyn_30[];
  constexpr int f31 = 2;
  float *q32 = nullptr;
  int w33 = 0;
  while (w33 < 10) {
    int *off34 = buf27;
    buf27[4] = (len29 < float(8.25f)) ? (*acc26) : TWICE_PLUS_1((*q32) / off34[5], 2 + (*off34));
    unsigned char q35 = *q32;
    ++w33;
  }
  __shared__ int sh_36[7][11];
}
__global__ void pack37_kernel(int *dst38, int count39, const int *coef40, char *out41) {
  int stride42 = (~size_t(*out41));
  dst38[7] = ((1745lu ^ (*dst38)) % 62u) - ((50u * (*dst38)) + dst38[count39 & 7]);
  out41[4] = +(*out41);
  int pass43 = 0;
  while (pass43 < stride42) {
    const float *w44 = nullptr;
    ++pass43;
  }
  if ((dst38[4] * 0b1010L) > pass43)
    return;
}
float g_mix45 = 0x1p1F;
constexpr long DEPTH46 = 32;
typedef float real47_t;
__global__ void filter48(double beta49, int *acc50, const size_t *input51) {
  extern __shared__ float dyn_52[];
  if ((((*acc50) & 32) & 1))
    return;
  acc50[0b110] <<= int((beta49 - 11lu) + dyn_52[4]);
  long flag53 = sizeof(int);
  if (int h54{int(DEPTH46 + dyn_52[4] + (55l))}; beta49 < flag53) {
    if ((h54 + (*acc50)) == 33)
      return;
    unsigned short lim55 = flag53 + DEPTH46;
  }
}
constexpr int run_probe56(int stride57, int n58) {
  stride57 <<= n58;
  return static_cast<int>(TWICE_PLUS_1(n58 & 23L, n58));
}
int main() {
  int size59 = 2033;
  size59 = 0b11101 & static_cast<int>(TWICE_PLUS_1(size59, 59));
  const size_t k60 = 3 / g_mix45;
  shade25<<<(size59 + 31) / 0b100000, (64), sizeof(float) * 64, 0>>>(nullptr, nullptr, DEPTH46, -TWICE_PLUS_1(g_mix45, g_mix45));
  pack37_kernel<<<(k60 + 255) / 256, DEPTH46 + 0b1100000, sizeof(float) * 64>>>(nullptr, (k60 >> size59) + (18), nullptr, static_cast<char*>(nullptr));
  filter48<<<1 << 8, 256>>>(static_cast<int>(static_cast<float>(15u)), static_cast<int*>(nullptr), (const size_t*)nullptr);
  return 0;
}
