// cudagen 0.1 seed 1044 valid
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,device_function,host_function,static_host_function,constexpr_function,main,shared_var,static_shared,enum_class,if,goto,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,macro_function
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define HALF_2(x) ((x) / 2)
enum class Mode3 { Green4, Off5, Busy6 = 6 };
__global__ void gather7(int *dst8, int len9, int *dst10, float *__restrict__ data11) {
  int idx12 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (idx12 >= len9)
    return;
  if (len9 >= ((unsigned int)(*dst10))) {
    --len9;
    __shared__ float sh_13[256];
    if (idx12 != (19l * warpSize)) {
      data11[threadIdx.x] += HALF_2((gridDim.x ^ 40) ? (48 & blockIdx.z) : (0x39U | dst10[0x5]));
      (*dst8)++;
      Mode3 h14 = Mode3::Busy6;
    }
  }
}
inline void bump15(double q16) {
  gather7<<<16, 1 << 8>>>(nullptr, 27u, (int*)nullptr, (float*)nullptr);
  dim3 h17 = dim3((2), 0x1 << 7, 4);
  (--q16, (q16 += q16 - q16));
}
__global__ void merge18_kernel(int *acc19, const int *__restrict__ coef20, unsigned int *__restrict__ buf21) {
  int i22 = threadIdx.x;
  (*acc19) >>= *buf21;
  int tmp23 = coef20[i22 & 0x7];
  (*buf21) %= (int)(787 & gridDim.x);
  if ((coef20[1] & 1) || (buf21[gridDim.y] <= 46))
    return;
}
__device__ void pivot24(unsigned cfg25, int n26, int stride27) {
  stride27 ^= -025;
  if ((threadIdx.y + 8) != (63UL ^ stride27))
    --cfg25;
  int r28(HALF_2((cfg25 * 3625) - 3694));
  __shared__ unsigned int sh_29;
  if (r28 >= blockIdx.y) {
    goto skip30;
  }
  if (n26 <= 0x2C)
    return;
skip30:;
}
__global__ void sweep31(int stride32) {
  int idx33 = threadIdx.x;
  if (idx33 >= stride32)
    return;
  static __shared__ unsigned char sh_34;
  int k35 = sizeof(int);
  __shared__ unsigned sh_36[1 << 5];
  sh_34--;
  float q37 = k35;
}
inline __device__ short scatter38(float beta39) {
  float w40 = -58;
  if ((beta39 == beta39) && (w40 <= blockDim.x))
    return HALF_2(beta39);
  w40 /= 21.25f - w40;
  w40 = 19.625f;
  beta39 -= ((beta39 > beta39) ? ((w40 != sizeof(int)) ? gridDim.x : 9.75F) : w40) + ((int)w40);
  beta39++;
  return w40;
}
constexpr int host_split41(int n42, int len43) {
  unsigned int cnt44 = ((unsigned char)(n42)) + HALF_2(TWICE_PLUS_1(len43, len43));
  double cnt45(((TWICE_PLUS_1(cnt44, cnt44) <= len43) ? cnt44 : (len43 % 12)));
  return 15;
}
static float host_gather46(int *dst47) {
  dst47[0x3] = ((1357 * (*dst47)) - (dst47[4] ^ 0x9)) << dst47[6];
  Mode3 lim48 = Mode3::Off5;
  return (int)int(dst47[5]);
}
int main() {
  int count49 = 3973;
  merge18_kernel<<<(count49 + 127) / 128, 0b1000000>>>(&count49, &count49, nullptr);
  count49 *= (int)count49;
  --count49;
  sweep31<<<dim3((count49 + 0xff) / 256, 1 << 6, (count49 + 0x3F) / 0x40), (128)>>>(count49);
  return 0x0;
}
