// cudagen 0.1 seed 655 valid
// features: kernel,restrict_params,launch,launch_shared_mem,host_function,constexpr_function,main,constant_var,constant_array,shared_var,extern_shared,host_global,constexpr_var,struct,enum,enum_class,typedef,namespace,for,while,static_assert,ternary,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,pp_if
#include "prelude.cuh"

#define TILE_DIM_1 4
#define RADIUS_2 3
#define ADD3_3(a, b, c) ((a) + (b) + (c))
#define LOW_BITS_4(x) ((x) & 0xF)
#if (TILE_DIM_1 * 2) >= 33 && TILE_DIM_1 != 0
#define CONFIG_5 3
#elif TILE_DIM_1 < 0
#error unreachable configuration
#else
#define CONFIG_5 29
#endif

__global__ void filter6_kernel(unsigned *acc7, int n8, const unsigned char *in9)
{
  static_assert(sizeof(int) == 0x4, "bad config");
  acc7[n8] = static_cast<int>(+(*in9)) + (-LOW_BITS_4(in9[7]));
  n8 = 35;
  acc7[0x3] = n8 - (+float(n8));
  int acc10 = 40U;
}
__constant__ long c_kick11[8] = {15};
enum Phase12 : long { IDLE13, GREEN14 };

__global__ void count15(unsigned *out16, long *out17, float *__restrict__ acc18)
{
  for (int it19 = 0; it19 < 2; ++it19) {
    int w20 = 0;
    while (w20 < w20) {
      for (int i21 = 0xb; i21 > 0x0; --i21) {
        float h22 = c_kick11[it19] / (it19 + ((out16[it19] != (*out17)) ? 10.0f : w20));
        ++acc18[6];
        double base23 = GREEN14 * it19;
      }
      ++w20;
    }
  }
}

__global__ void accum24_kernel(const double *input25, const size_t *__restrict__ coef26, const int *__restrict__ src27, long long *out28)
{
  extern __shared__ unsigned dyn_29[];
  out28[0b110] = coef26[1];
  (*out28) = 2 * (*src27);
}
__constant__ unsigned int c_tally30 = 22;
__constant__ unsigned long c_probe31[2] = {0x32U, 37};
typedef double real32_t;
enum Mode33 { MUL34, BUSY35, MUL36, ON37 };
const real32_t g_merge38 = 64;
enum class Phase39 : long { Red40 = 1, High41, Idle42 };

namespace impl43 {
struct Span44 {
  float hi45;
  int x46;
  long flag47;
  int id48;
};
enum class Color49 { Green50, On51 = 4, High52 = 6, Idle53 };
enum Phase54 { LOW55 = 3, HIGH56 = 7, ADD57 = 12 };
} // namespace impl43

constexpr int host_sift58(int count59)
{
  count59 = 12 - count59;
  count59--;
  return count59;
}

int main()
{
  int count60 = 2415;
  count60 = host_sift58(ADD3_3(count60 - count60, 46u - count60, count60));
  count60 = (((count60 % count60) > g_merge38) ? host_sift58(count60) : 'a') + (host_sift58(count60));
  filter6_kernel<<<512, 0x8 * 4, sizeof(double) * 256>>>(static_cast<unsigned*>(nullptr), static_cast<int>(37 * count60), nullptr);
  count15<<<(count60 + 127) / 128, sizeof(float) * (MUL36 + 14), 512 * 2>>>((unsigned int*)nullptr, nullptr, nullptr);
  accum24_kernel<<<(count60 + 0xff) / 0400, 64, sizeof(int) * 0x40>>>(&g_merge38, (const size_t*)nullptr, &count60, nullptr);
  return 0;
}
