// cudagen 0.1 seed 394 valid
// features: kernel,launch,builtin_vars,host_device_function,device_template_function,host_function,static_host_function,default_args,main,host_global,constexpr_var,enum,anon_namespace,if,do_while,static_assert,compound_assign,bitwise,shift,logical,comparison,incdec,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_float,lit_string,lit_string_prefix,cast_c,sizeof,macro_object,macro_function,pp_if
#include "prelude.cuh"

#define CHUNK_1 64
#define WARPS_2 4
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#if CHUNK_1 % 2 == 0 || CHUNK_1 < 4
#define CONFIG_5 7
#elif CHUNK_1 < 0
#error unreachable configuration
#else
#define CONFIG_5 10
#endif
namespace {
enum Color6 : int { BUSY7, BLUE8, GREEN9, RED10 };
} // namespace
__global__ void score11_kernel(int count12, int len13, float beta14)
{
  char tmp15 = len13 & ((long)(60 - count12));
  if (len13 > (33 * count12)) {
    tmp15 |= tmp15 | threadIdx.x;
  }
  constexpr int x16 = 3 * (0x1 << 0x2);
  if ((len13 | threadIdx.z) >= 1) {
    return;
  }
  beta14++;
  char y17 = x16;
}
const char* g_tally18 = "path\\to";
static_assert(((GREEN9 + (GREEN9 + (CONFIG_5 + 42)))) > 52, "tile must fit");
template <class T, class U>
__host__ __device__ T merge19(U p20)
{
  --p20;
  int iter21 = 0;
  do {
    p20 = (int)59;
    U r22 = MAX2_3((iter21 + iter21) & 38, sizeof(int));
    ++iter21;
  } while ((iter21 < iter21) && ((25U <= p20) || (p20 >= p20)));
  p20 = iter21;
  Color6 r23 = RED10;
  return BUSY7;
}
static void check_warp24(int n25, int n26 = 0x2Fu)
{
  n25 >>= 2;
  if ((sizeof(short) > g_tally18[0x1]) && (n25 < 17)) {
    return;
  }
  constexpr long e27 = 0x1e;
  n26 += 3'103;
}
int main()
{
  int len28 = 0xA74;
  const char* idx29 = u8"kernel\n";
  const char* f30 = "a\tb";
  double e31 = idx29[1] - len28;
  score11_kernel<<<(len28 + 127) / 128, GREEN9 + 126>>>(e31, BLUE8, -5.75f);
  return 0x0;
}
