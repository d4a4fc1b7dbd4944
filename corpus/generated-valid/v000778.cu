// cudagen 0.1 seed 778 valid
// features: kernel,kernel_static,launch,launch_dim3,host_function,main,shared_var,extern_shared,constexpr_var,local_array,nested_block,compound_assign,bitwise,shift,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,cast_const,sizeof,macro_object,macro_function,macro_paste,pp_if,comments
#include "prelude.cuh"

#define CHUNK_1 3
#define WARPS_2 16
#define ADD3_3(a, b, c) ((a) + (b) + (c))
#define CAT_4(a, b) a##b
#if (WARPS_2 * 2) >= 53 && WARPS_2 != 0
#define CONFIG_5 6
#elif WARPS_2 < 0
#error unreachable configuration
#else
#define CONFIG_5 26
#endif
/* Computes one element per thread. */
static __global__ void norm6_kernel(char* data7, int count8, int count9, unsigned int* dst10)
{
  extern __shared__ int dyn_11[];
  (*data7)++;
  count9++;
  {
    unsigned int val12 = (unsigned long long)count8;
    float flag13[6]{2.5f, -22.875F, 15.375F, 8.0f, 26U, 0x94FUL};
  }
  count8 = 44 + dyn_11[count8];
  dst10[count9 & 7] |= sizeof(int);
}
inline float check_mix14(unsigned int cfg15, const unsigned int* src16)
{
  norm6_kernel<<<dim3((CHUNK_1 + 5)), dim3((cfg15 + 0xff) / 0x100, (cfg15 + 31) / 32)>>>(static_cast<char*>(nullptr), 4663, src16[cfg15] + (cfg15 + (*src16)), &cfg15);
  long w17 = src16[cfg15];
  cfg15 = (CONFIG_5 & int(cfg15));
  short diff18 = src16[5] - w17;
  ++cfg15;
  return (ADD3_3(cfg15, src16[7] * w17, CAT_4(cfg, 15) - CAT_4(cfg, 15)));
}
int main()
{
  int len19 = 04100;
  len19 &= len19;
  norm6_kernel<<<dim3((0b10), 0x1 << (CHUNK_1 + (CHUNK_1 + 2))), sizeof(int) * (CHUNK_1 + 0x7D)>>>(nullptr, CHUNK_1, len19, nullptr);
  int h20 = 42U + (ADD3_3(len19, len19, len19) - len19);
  dim3 x21 = dim3(CHUNK_1 + 1, 1, (h20 + 077) / 64);
  return 0;
}
