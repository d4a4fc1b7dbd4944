// cudagen 0.1 seed 2100 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,host_function,constexpr_function,default_args,main,constexpr_var,local_array,auto_var,enum,compound_assign,bitwise,shift,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,pp_undef
#include "prelude.cuh"

#define CHUNK_1 4
#define MOD8_2(x) ((x) % 8)
#define LOW_BITS_3(x) ((x) & 0xF)
#undef CHUNK_1
#define CHUNK_1 2

inline int run_scale4(float a5) {
  constexpr int idx6 = 59;
  a5 -= (idx6 - a5) * 0x9;
  dim3 base7(32, CHUNK_1 + (CHUNK_1 + (CHUNK_1 + (CHUNK_1 + (CHUNK_1 + (CHUNK_1 + (CHUNK_1 + (CHUNK_1 + 112))))))), (CHUNK_1 + 0x3e) * CHUNK_1);
  dim3 u8 = dim3(1 << 8);
  return idx6;
}
enum Level9 { BLUE10 = 3, RED11, LOW12 = 7, LOW13 };

__device__ float filter14(int count15, long long alpha16, int *buf17) {
  Level9 x18 = BLUE10;
  alpha16 |= 0x2cul;
  return buf17[alpha16] / (*buf17);
}

__device__ float relax19(float cfg20, int len21, int count22 = 1ull) {
  double *r23 = (double*)nullptr;
  unsigned f24[7] = {static_cast<unsigned>(LOW_BITS_3(len21)), 7lu, '\0', 6U};
  float idx25 = 24.25F;
  f24[count22] = int((34 - f24[count22]));
  auto lim26 = -cfg20;
  len21 >>= (count22);
  cfg20 = 4lu;
  return (unsigned)(*r23);
}

__global__ void fuse27(int stride28) {
  stride28 = (-LOW_BITS_3(stride28)) % stride28;
  Level9 lo29 = LOW13;
  stride28++;
  int h30(sizeof(int) + (lo29 * 52LL));
}

constexpr int check_lerp31(int stride32) {
  auto res33 = MOD8_2(stride32 + (stride32 - CHUNK_1));
  return -res33;
}

int main() {
  int count34 = 2375;
  count34 &= unsigned((2 / count34) - (count34 - count34));
  fuse27<<<(count34 + 0b1111111) / 128, dim3(0x20 * LOW13), sizeof(double) * 0x20, (cudaStream_t)0>>>(count34);
  ++count34;
  fuse27<<<dim3((count34 + 127) / 0x80, (BLUE10 + (RED11 + 505))), (RED11 + (LOW12 + 21)) * 0x8, 0>>>(count34);
  constexpr double sum35 = -0.125;
  fuse27<<<(count34 + 255) / 256, dim3((count34 + 63) / 64, 1 << 8, 1 << 0b111)>>>(7 * count34 * MOD8_2(count34));
  return 0x0;
}
