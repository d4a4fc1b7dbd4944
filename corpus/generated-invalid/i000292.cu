// cudagen 0.1 seed 292 invalid:device_call_from_host
// features: kernel,maxnreg,launch,launch_shared_mem,launch_stream,host_function,static_host_function,main,constant_var,shared_var,constexpr_var,auto_var,typedef,namespace,if,goto,static_assert,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_string,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_object,macro_paste,pp_ifdef,pp_if
#include "prelude.cuh"

#define RADIUS_1 128
#define RADIUS_2 32
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
#define USE_FAST_PATH_6

#ifdef USE_FAST_PATH_6
#define TUNE_7 7
#else
#define TUNE_7 29
#endif
#if RADIUS_1 % 2 == 0 || RADIUS_1 < 4
#define CONFIG_8 6
#elif RADIUS_1 < 0
#error unreachable configuration
#else
#define CONFIG_8 18
#endif

__global__ void __maxnreg__(128) sweep9(int len10, char* data11, const int* src12, const int* coef13)
{
  if ((*src12) >= src12[len10]) {
    return;
  }
  unsigned long acc14 = (0x1 & src12[len10]) * (*src12);
  acc14--;
  __shared__ long sh_15[(64)];
  float sum16 = len10;
  if (acc14 > 34UL) {
    goto finish17;
  }
  static_assert((19 * 0x2) == 38);
finish17:;
}
__constant__ float c_shade18 = 0x1Clu;

namespace kern19 {
__global__ void apply20(int count21, const unsigned* input22, int n23, char q24)
{
  n23 = c_shade18;
  unsigned short v25 = ((49 + (*input22)) - ('\n' << n23)) * (0x39U * (q24 * n23));
  q24 ^= ((q24 * 59) - q24);
}
typedef int idx26_t;
typedef double real27_t;
} // namespace kern19

static __host__ kern19::idx26_t run_weigh28(float* buf29)
{
  const char* lim30 = "x=%d";
  buf29[1] = ((lim30[0b1] ^ lim30[0x0]) - (lim30[1] + buf29[4])) - 15.75F;
  kern19::apply20<<<(CONFIG_8 + (RADIUS_2 + 0xda)), 256, sizeof(int) * 0x40>>>(RADIUS_1, reinterpret_cast<const unsigned*>(buf29), lim30[0], lim30[1]);
  if (!(buf29[2] != lim30[1])) {
    return 58u;
  }
  sweep9<<<0x8, 1 << 5, 256, nullptr>>>(buf29[7] * buf29[0], reinterpret_cast<char*>(buf29), reinterpret_cast<const int*>(buf29), reinterpret_cast<const kern19::idx26_t*>(buf29));
  return 34LL;
}
__device__ int device_helper34(int x)
{
    return x * 2 + 1;
}

int main()
{
  int size31 = 3670;
  device_helper34(3);
  size31--;
  auto s32 = run_weigh28((float*)nullptr);
  unsigned int y33 = size31 + size31;
  sweep9<<<4, (64), sizeof(int) * 256, 0>>>(size31, nullptr, &s32, &s32);
  return 0;
}
