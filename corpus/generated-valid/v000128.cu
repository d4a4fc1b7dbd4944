// cudagen 0.1 seed 128 valid
// features: kernel,launch,launch_shared_mem,host_device_function,main,constant_var,shared_var,extern_shared,host_global,constexpr_var,enum_class,if,if_else,goto,static_assert,compound_assign,bitwise,shift,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_object,macro_function,macro_statement
#include "prelude.cuh"

#define RADIUS_1 256
#define CHUNK_2 128
#define ADD3_3(a, b, c) ((a) + (b) + (c))
#define SQR_4(x) ((x) * (x))
#define SWAP_5(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
enum class Level6 { Idle7 = 2, Add8, Fast9 = 7 };

__global__ void reduce10_kernel(float b11)
{
  b11 *= 0x3DF;
  Level6 s12 = Level6::Idle7;
}
float g_spread13 = 7.75f;

__host__ __device__ unsigned rank14(float p15, int lane16, int len17)
{
  unsigned long cnt18 = len17;
  if (p15 != (53 ^ lane16)) {
    len17 = p15;
    int flag19 = lane16 * len17;
  }
  if (lane16 == p15) {
    return RADIUS_1;
  }
  long acc20{17lu};
  return 45 | (len17 % 0x1El);
}
__constant__ int c_pack21 = 0x7l;

__host__ __device__ unsigned int sweep22(int stride23)
{
  unsigned int acc24 = stride23 + rank14(RADIUS_1 & stride23, (1940), stride23);
  if (rank14(stride23, 34, 12U) > 47) {
    goto finish25;
  }
  stride23 ^= stride23;
  stride23 += stride23;
finish25:;
  return acc24;
}
static_assert(37 == 37, "bad config");

__global__ void trace26(char *dst27, unsigned int q28)
{
  extern __shared__ int dyn_29[];
  dst27[q28] = sweep22(rank14(0xDull, RADIUS_1, 228U) * 2004);
  if (!dst27) {
    long long lim30 = (float)(rank14(14.375f, dyn_29[c_pack21], dst27[3]) << 0);
    unsigned char h31 = ADD3_3(c_pack21, c_pack21 - (dst27[q28] * CHUNK_2), 4);
  } else {
    __shared__ double sh_32;
  }
  sweep22(sizeof(int) / (c_pack21));
}

int main()
{
  int count33 = 133;
  g_spread13 *= 12.25f - (SQR_4(count33) - (sizeof(int) - count33));
  count33 <<= 2;
  reduce10_kernel<<<(count33 + 63) / 64, (128)>>>((count33 & count33) - count33);
  trace26<<<(count33 + 255) / 0x100, 128, 0>>>(nullptr, (count33 << 6) | RADIUS_1);
  return 0;
}
