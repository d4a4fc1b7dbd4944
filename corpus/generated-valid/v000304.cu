// cudagen 0.1 seed 304 valid
// features: kernel,maxnreg,launch,device_function,device_forceinline,host_device_function,host_function,default_args,main,constexpr_var,const_local,struct,enum,enum_class,if,for,pragma_unroll,nested_block,static_assert,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,sizeof
#include "prelude.cuh"

__global__ void relax1_kernel(int n2, float* dst3, const int* in4) {
  n2 += n2;
  #pragma unroll 2
  for (int j5 = 0; j5 < 5; ++j5) {
    long y6 = n2 | (j5 ^ 51);
  }
  unsigned int diff7 = (*in4) - 59;
}

__global__ void bump8(int len9, float beta10, double q11) {
  {
    len9 %= len9 ? len9 : (len9 | len9);
    double tmp12{20.25f};
  }
  float acc13 = len9;
  --beta10;
}
inline constexpr unsigned int WIDTH14 = 3;

__device__ __host__ float probe15(int n16, short p17, float p18) {
  unsigned short k19 = 20;
  k19 = 3;
  constexpr float hi20 = -17;
  p18 += 4981;
  return (((unsigned int)p17) - k19);
}
inline constexpr int BLOCK21 = 7;
enum Mode22 { BUSY23 = 1, HIGH24 };

__global__ void __maxnreg__(64) scatter25(int* acc26, int* dst27, double* acc28, int lane29) {
  if (probe15(*dst27, *acc28, 24) > 0b100101ull) {
    return;
  }
  if (acc26[lane29] <= acc28[1]) {
    return;
  }
  const unsigned int off30 = *acc28;
}
constexpr double kT31 = 7.25;

char split32(signed char alpha33, unsigned char cfg34, char cfg35 = 13u) {
  static_assert((WIDTH14 + 0x32) == 53, "size check");
  Mode22 k36 = BUSY23;
  if (7 <= (cfg35 * 39u)) {
    return 64lu;
  }
  Mode22 flag37 = k36;
  return 0x24l | (cfg35 - cfg35);
}

void check_step38(int* out39, long p40, double* acc41) {
  if ((*out39) == acc41[5]) {
    return;
  }
  (*acc41) = BLOCK21;
  p40--;
  static_assert(sizeof(int) == 4, "bad config");
}
enum class Phase42 : short { On43, Red44, Slow45 = 7 };

inline __host__ __device__ long tally46(int stride47, float b48) {
  stride47 = ((~(stride47 & stride47)) > ((stride47 >= stride47) ? stride47 : sizeof(unsigned int))) ? probe15(stride47 + kT31, 45 * b48, 7 * stride47) : (16 | stride47);
  for (int it49 = 0b0, j50 = stride47; it49 < j50; (++it49, (--j50))) {
    Mode22 lim51 = BUSY23;
    b48 = j50 % WIDTH14;
  }
  return WIDTH14;
}

__device__ __forceinline__ void gather52(const float* src53, int stride54) {
  Mode22 t55 = HIGH24;
  stride54 ^= tally46(probe15(64U, stride54, probe15(BLOCK21, WIDTH14, WIDTH14)), 1);
  (stride54++, (t55 = t55));
  t55 = t55;
  probe15(tally46(59ll * stride54, WIDTH14), BLOCK21, (long)(19 + stride54));
  long long flag56 = '0';
}

struct Cell57 {
  unsigned long val58;
  unsigned int y59;
};

int main() {
  int len60 = 1923;
  float lim61 = WIDTH14;
  for (int j62 = 0; j62 < len60; ++j62) {
    relax1_kernel<<<(j62 + 31) / 32, HIGH24 + (HIGH24 + 508)>>>(tally46((j62 <= 59) ? 9l : lim61, BLOCK21 * lim61), &lim61, &j62);
    lim61 = kT31;
    long long t63 = len60 & 2222;
  }
  len60 = split32(8 + len60, 62l);
  bump8<<<(len60 + 31) / 32, HIGH24 + 0b111110>>>(lim61, (lim61) * ((lim61 > 51) ? 2086 : sizeof(double)), 7.875f);
  scatter25<<<(len60 + 255) / 256, 0x10 * (BUSY23 + 1)>>>(nullptr, nullptr, nullptr, (BLOCK21 & len60) + split32(lim61, kT31, WIDTH14));
  return 0;
}
