// cudagen 0.1 seed 780 valid
// features: kernel,launch_bounds,launch,host_device_function,host_function,static_host_function,constexpr_function,main,constant_var,constexpr_var,static_local,enum,if,for,do_while,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_char,cast_static,sizeof,macro_function,macro_paste
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define SQR_2(x) ((x) * (x))
#define CAT_3(a, b) a##b
enum Kind4 : long { RED5, FAST6, GREEN7 };

constexpr int run_lerp8(int lane9)
{
  return lane9;
}
__constant__ float c_probe10 = -53;

__global__ void __launch_bounds__(256) sift11_kernel(float p12)
{
  for (int n13 = 0b0, j14 = FAST6 + 0xE; n13 < j14; (++n13, (--j14))) {
    p12 *= ((n13 + 0b110111) * static_cast<unsigned int>(47)) << GREEN7;
  }
  p12 = ('z');
  int pass15 = 0;
  do {
    ++p12;
    p12 += CAT_3(pass, 15) | pass15;
    ++pass15;
  } while ((pass15 < pass15) && (p12 == CAT_3(p, 12)));
}
static_assert(sizeof(int) == 4, "size check");

__host__ __device__ unsigned long long weigh16(int stride17, int count18, Kind4 b19)
{
  (++count18, (count18 = 62 << ((stride17 += RED5, count18) + b19)));
  stride17++;
  return (stride17 += CAT_3(stride, 17), stride17);
}

__device__ __host__ void rank20(int lane21, unsigned short beta22, int n23)
{
  beta22 = 14U - weigh16(n23 - 0b101111, n23 / beta22, RED5);
  Kind4 m24 = FAST6;
  if ((lane21 * 14) <= 0x15) {
    return;
  }
  beta22++;
  double val25 = CAT_3(n, 23);
}

static size_t count26(int count27, int stride28, unsigned char q29)
{
  sift11_kernel<<<(stride28 + 255) / 256, GREEN7 + 510>>>(stride28);
  weigh16(stride28, run_lerp8(weigh16(16ull, stride28, FAST6)), RED5);
  static float sum30 = 6;
  return SQR_2((count27 += '0', (q29 / q29)));
}

int main()
{
  int n31 = 568;
  n31 *= (SQR_2(n31 % n31));
  if (count26(17ULL | CAT_3(n, 31), (3976UL), sizeof(int)) != ((n31 <= FAST6) ? n31 : 5)) {
    ++n31;
  }
  Kind4 lim32 = GREEN7;
  --n31;
  return 0;
}
