// cudagen 0.1 seed 244 valid
// features: kernel,kernel_from_macro,maxnreg,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_forceinline,host_device_function,host_function,main,managed_var,enum_class,typedef,if,for,while,do_while,nested_block,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_function,macro_statement,comments
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

unsigned check_step4(int *out5, unsigned int beta6) {
  short flag7 = 4ul;
  (*out5)++;
  out5[7]--;
  return beta6;
}
// Layout: row-major, no padding.

__host__ __device__ unsigned int fold8(int len9) {
  ++len9;
  --len9;
  float q10 = (4 & len9) + (len9 - 5.0F);
  q10 *= static_cast<unsigned char>(-q10) ^ 730ll;
  float flag11 = len9;
  if ((len9 * 0x25l) > q10) {
    return (0x35 >= (len9 + q10)) ? ((double)14.25F) : (37 + len9);
  }
  return q10 * (flag11 * q10);
}
enum class Axis12 { Idle13, Blue14 = 2, Idle15 = 4 };

__global__ void relax16_kernel(unsigned *acc17, const unsigned *src18, int lane19, int lane20) {
  unsigned int i21 = threadIdx.x;
  if (i21 >= lane20) {
    return;
  }
  for (int it22 = 16; it22 > 0; --it22) {
    --lane19;
    lane20 |= (~(threadIdx.x + blockIdx.y)) % (gridDim.x * 37 * (alignof(float) % i21));
  }
}

__global__ void __maxnreg__(128) scatter23_kernel(unsigned int *out24, int lane25) {
  lane25 -= fold8(lane25);
  if (static_cast<int>(lane25) == 62) {
    return;
  }
  if (!out24) {
    return;
  }
}
#define DEFINE_MAP_KERNEL_26(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_26(map_bump27, int)
/* NOTE: keep in sync with the host reference. */

__host__ __device__ int probe28(int lane29) {
  lane29 = (fold8(lane29));
  fold8(lane29);
  float stride30{17.75f};
  for (int j31 = 0; j31 < lane29; ++j31) {
    stride30 -= fold8((+lane29) - fold8(0x2d));
    fold8(lane29 ? j31 : stride30);
  }
  return stride30;
}
__managed__ float m_accum32 = 6.5F;
typedef unsigned long idx33_t;

__device__ __forceinline__ double tile34(int stride35, const int *in36, float alpha37) {
  if (alpha37 >= threadIdx.x) {
    return (0x18 + in36[0]) % (stride35 % stride35);
  }
  int pass38 = 0;
  while (pass38 < 15) {
    {
      int iter39 = 0;
      do {
        alpha37 += (6 + pass38 + (alpha37 * alpha37)) - (5);
        ++iter39;
      } while (iter39 < (2 * 0x4));
      fold8((51ll ^ (*in36)) | (iter39 ? 44 : iter39));
    }
    ++pass38;
  }
  return (((0x30 < probe28(63)) ? (2354 + m_accum32) : ((*in36) + alpha37)) <= ((in36 != nullptr) ? 1 : 21)) ? fold8((pass38)) : (static_cast<double>(22.625F));
}

int main() {
  int len40 = 1'954;
  ACCUM_1(len40, (len40));
  fold8(static_cast<int>((float)len40));
  for (int j41 = 0b0; j41 < 0x6; j41 += 1) {
    ACCUM_1(len40, ((41l - (len40 + j41)) & 2162));
  }
  m_accum32 *= check_step4((int*)nullptr, (59 * len40) + ((idx33_t)21));
  check_step4(static_cast<int*>(nullptr), (063 ^ len40) + (len40 % len40));
  relax16_kernel<<<dim3(16, (len40 + 63) / 0x40, (len40 + 255) / 256), (256), sizeof(float) * 128>>>(static_cast<unsigned*>(nullptr), nullptr, 0x3C, 42 - (len40 - 06463l));
  scatter23_kernel<<<16, sizeof(int) * 16, 0>>>((unsigned int*)nullptr, check_step4((int*)nullptr, 0x3E) ^ ((len40 == m_accum32) ? len40 : len40));
  map_bump27<<<(len40 + 63) / 0x40, (0x20)>>>(static_cast<int*>(nullptr), 18 - m_accum32);
  return 0;
}
