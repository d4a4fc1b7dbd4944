// cudagen 0.1 seed 1748 valid
// features: kernel,kernel_static,kernel_extern_c,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,constant_var,managed_var,shared_var,extern_shared,static_local,enum_class,if,for,do_while,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_string,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_function,comments
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define MOD8_2(x) ((x) % 8)

extern "C" {
__global__ void blend3_kernel(int count4) {
  int tid5 = (blockIdx.x * blockDim.x) + threadIdx.x;
  count4 = tid5;
  count4++;
  int off6 = tid5;
}
}
__managed__ char m_fuse7[64] = {49};
/* NOTE: keep in sync with the host reference. */

__global__ void reduce8(int n9) {
  int tid10 = (blockIdx.x * blockDim.x) + threadIdx.x;
  m_fuse7[n9] = m_fuse7[5];
  int idx11 = -48;
}
// Computes one element per thread.

static __global__ void __maxnreg__(128) filter12_kernel(int count13, int lane14, const float *src15, short *__restrict__ dst16) {
  extern __shared__ int dyn_17[];
  unsigned int i18 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (i18 >= lane14) {
    return;
  }
  count13 = -46;
  float f19 = count13 & (static_cast<unsigned int>(0x5a6) ^ (-dyn_17[lane14 & 7]));
}

int run_reduce20(unsigned short beta21, int lane22, int stride23) {
  cudaStream_t flag24 = nullptr;
  m_fuse7[stride23] <<= 20ul & ((m_fuse7[lane22 & 63] += -43, 11) - 20);
  filter12_kernel<<<0x2, dim3((lane22 + 31) / 32, sizeof(float) * 2)>>>(-51l, 0x113E - lane22, nullptr, nullptr);
  int pass25 = 0;
  do {
    static long long lim26 = 0x3UL;
    blend3_kernel<<<0x2 * 4, (512), 0>>>(0b110011u);
    static double idx27 = 5.125f;
    ++pass25;
  } while ((pass25 < stride23) && (beta21 == 7));
  return pass25;
}
__constant__ float c_gather28 = 21.F;

__global__ void shade29_kernel(unsigned long long p30, int stride31, const int *coef32) {
  extern __shared__ unsigned int dyn_33[];
  dyn_33[7]++;
  stride31 *= MAX2_1((threadIdx.z) % 4, (long)28);
  p30 >>= dyn_33[stride31];
}

int host_rank34(short alpha35, float cfg36, int n37) {
  reduce8<<<(n37 + 63) / 0x40, 1 << 7, 0>>>(9U);
  if (static_cast<double>(n37) == 10) {
    return 56;
  }
  unsigned m38 = 40U;
  n37 >>= m_fuse7[alpha35 & 63];
  shade29_kernel<<<(m38 + 63) / 64, 0x100>>>('\x7f', m38 << run_reduce20(cfg36, 24LL, n37), &n37);
  return run_reduce20(run_reduce20(run_reduce20(m_fuse7[alpha35], sizeof(float), 0x2), -cfg36, run_reduce20(m_fuse7[22], 48, m_fuse7[n37])), -1712, MOD8_2(run_reduce20(m_fuse7[alpha35], alpha35, m38)));
}
enum struct Color39 : unsigned int { Add40, Low41, Mul42 = 5, Slow43 };

__global__ void clamp44_kernel(double *dst45) {
  extern __shared__ int dyn_46[];
  for (int it47 = 0; it47 < 0x8; it47++) {
    const int *prod48 = reinterpret_cast<const int*>(dst45);
  }
  Color39 lim49 = Color39::Slow43;
  int iter50 = 0;
  do {
    unsigned int acc51 = (m_fuse7[iter50] += dst45[iter50 & 7], threadIdx.y) & 64;
    Color39 acc52 = Color39::Low41;
    long long off53{22};
    ++iter50;
  } while (iter50 < 0b10000);
}

unsigned int host_probe54(int stride55, int len56) {
  int pass57 = 0;
  do {
    const char *res58 = "ok";
    ++pass57;
  } while (pass57 < stride55);
  const char *u59 = "path\\to";
  len56 &= 55;
  float flag60 = MAX2_1((char)((signed char)stride55), m_fuse7[29]);
  flag60 *= pass57;
  return m_fuse7[37] % (~(55 + u59[0x1]));
}

int main() {
  int n61 = 3109;
  n61 <<= (int)(28 + n61);
  if ((m_fuse7[n61 & 63] * n61) <= m_fuse7[0xc]) {
    return host_rank34(m_fuse7[19] % sizeof(int), m_fuse7[n61], m_fuse7[n61] - m_fuse7[41]);
  }
  float r62 = m_fuse7[5] - host_rank34(5 / m_fuse7[n61], n61, m_fuse7[n61]);
  if (m_fuse7[0x36]) {
    return (n61) >> (n61 & 27lu);
  }
  m_fuse7[35] = MAX2_1(m_fuse7[n61], (3618 % n61) % (n61 & m_fuse7[n61]));
  if (0b11u > (r62)) {
    return n61;
  }
  clamp44_kernel<<<(n61 + 63) / 0x40, 0x200, sizeof(float) * 256, nullptr>>>(static_cast<double*>(nullptr));
  return 0;
}
