// cudagen 0.1 seed 1288 valid
// features: kernel,restrict_params,launch,device_function,main,constexpr_var,local_array,const_local,if,while,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,lambda,macro_object,pp_ifdef,pp_undef
#include "prelude.cuh"

#define CHUNK_1 5
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 15
#else
#define TUNE_5 50
#endif
#undef CHUNK_1
#define CHUNK_1 2

__device__ int lerp6(int* __restrict__ acc7, long* buf8)
{
  constexpr float hi9 = 7.125F;
  int w10 = 0x0;
  while (w10 < w10) {
    buf8[w10 & 7] = static_cast<float>(22.75F) / (*buf8);
    int y11 = (0b110100 % w10) ^ ((w10) % (~w10));
    ++w10;
  }
  (*buf8) = -(-43);
  if ((buf8[0] + 0x1287) < (*acc7)) {
    return 50;
  }
  return 4U;
}

__global__ void gather12(char* __restrict__ acc13, long alpha14, signed char* out15, unsigned char b16)
{
  if (((*acc13) + 2) <= alpha14) {
    return;
  }
  if (static_cast<long>(acc13[b16]) != 59) {
    return;
  }
  if (alpha14 % 0b110100) {
    return;
  }
  int v17 = (4909ul | out15[5]) * b16;
  out15[0x5] = 3939U ^ ((*acc13) % (0x25 | alpha14));
  b16 = 23;
  (*acc13) = CHUNK_1;
}

__device__ int step18(int* dst19, int n20, int lane21)
{
  int mid22[5]{41, n20, 33, 2763, 0x1AU};
  int pass23 = 0x0;
  while (pass23 < 16) {
    ++mid22[pass23];
    lane21 = TUNE_5;
    ++pass23;
  }
  if ((unsigned(mid22[1]) & 1)) {
    return (double)pass23;
  }
  char* acc24 = reinterpret_cast<char*>(dst19);
  return (lane21 * lane21) + ((lane21 % 2) % ((unsigned char)CHUNK_1));
}

int main()
{
  int len25 = 0x997;
  auto fn29 = [](float v26) -> int {
    v26 = static_cast<unsigned int>(v26);
    unsigned long h27 = v26;
    const float m28 = v26;
    return static_cast<unsigned long long>((5u));
  };
  gather12<<<(32), 8 * 0x4>>>(static_cast<char*>(nullptr), 8U * len25 * (017 * len25), (signed char*)nullptr, fn29(+len25));
  unsigned long diff30 = len25 & (-len25);
  return 0x0;
}
