// cudagen 0.1 seed 688 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,constexpr_function,main,device_var,shared_var,constexpr_var,local_array,auto_var,const_local,if,switch,switch_fallthrough,static_assert,ternary,compound_assign,bitwise,shift,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,macro_object
#include "prelude.cuh"

#define CHUNK_1 5
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

__global__ void accum4(int* buf5, unsigned int beta6, int* dst7)
{
  (*buf5) = 9 - ((beta6 - (*buf5)) + 055l);
  unsigned int r8 = static_cast<int>(0b110000) - dst7[7];
  switch (*dst7) {
  case 0:
    buf5[r8] /= static_cast<char>((60));
    [[fallthrough]];
  case (1): {
    float k9{static_cast<float>((float)((double)(*buf5)))};
    break;
  }
  case 1 << 0x3:
  case 0x6:
    break;
  }
}
__device__ unsigned d_accum10;

__global__ void decay11(int* out12)
{
  auto f13 = out12[d_accum10];
  out12[f13] <<= ((short)(d_accum10 - d_accum10)) * (((int)(*out12)) - 0b1000);
  float tmp14 = (CHUNK_1) - out12[d_accum10];
  __shared__ int sh_15;
}

__global__ void accum16(int* acc17, char* dst18)
{
  const unsigned w19 = *acc17;
  size_t s20 = ((21) << dst18[4]) + ((3650 - w19) + 1673);
  dst18[0] |= 7 * d_accum10;
  (*dst18) |= ((CHUNK_1 * d_accum10) + (alignof(char) + d_accum10)) - CHUNK_1;
  s20 = static_cast<int>(acc17[0x7]);
  float s21 = CHUNK_1;
  __shared__ float sh_22;
}

__global__ void sweep23_kernel(float* out24, int* data25, unsigned* out26, int* dst27)
{
  float r28{9.0f};
  __shared__ int sh_29[128];
  if (dst27 == nullptr) {
    return;
  }
  __shared__ unsigned int sh_30[32];
  out26[0x2] = (38 - d_accum10) * ((d_accum10 == CHUNK_1) ? CHUNK_1 : r28);
  signed char q31 = 41 - ((sh_30[17] - sizeof(float)) - (sh_29[d_accum10] * sh_29[d_accum10]));
}

__global__ void clamp32_kernel(int lane33, long* data34, const float* src35, const double* src36)
{
  lane33 = CHUNK_1;
  if (d_accum10 != (lane33 ? '#' : lane33)) {
    return;
  }
  lane33 >>= 8 * (lane33 * lane33);
  __shared__ int sh_37[128];
  int diff38((4640 + (data34[lane33] + alignof(float))) - (CHUNK_1 % d_accum10));
  int diff39[4] = {'0', lane33, 6, diff38};
  bool z40 = (src36[diff38] * 9) <= diff39[lane33];
}

constexpr int host_march41(int lane42)
{
  static_assert(sizeof(int) == 4, "bad config");
  return lane42 * ((lane42 >= lane42) ? 8 : float(lane42));
}

int main()
{
  int n43 = 2134;
  n43 = 19;
  int off44 = ((0x4 << n43) + (n43 - n43)) - (4 - n43);
  off44 = n43 % ((off44 * 8) >> alignof(char));
  accum4<<<dim3(2 * 2, (n43 + 127) / 0b10000000, 16), 512>>>(&off44, static_cast<long>(int(n43)), (int*)nullptr);
  unsigned y45 = n43;
  decay11<<<0x1 << 5, 256, 0x0, 0>>>(&n43);
  accum16<<<(y45 + 037) / 32, dim3(128, (y45 + 077) / 0100), 0, 0>>>(&n43, nullptr);
  sweep23_kernel<<<2, 512>>>(nullptr, nullptr, nullptr, static_cast<int*>(nullptr));
  return 0;
}
