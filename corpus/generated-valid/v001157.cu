// cudagen 0.1 seed 1157 valid
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,static_device_function,main,constexpr_var,if,if_else,for,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,macro_object,comments
#include "prelude.cuh"

#define TILE_DIM_1 16
#define RADIUS_2 ((128))
#define NUM_ITERS_3 3
constexpr int TILE4 = 0b10;

__global__ void apply5_kernel(long long *data6, int n7, const int *src8) {
  n7--;
  (*data6) = TILE4;
  double lim9 = 1.5f;
}

__global__ void __maxnreg__(128) march10_kernel(int *buf11) {
  buf11[0b101] %= TILE4 + buf11[0];
  buf11[2] = TILE4;
  unsigned int hi12 = 42u;
}
// Returns the accumulated value.

static __device__ float tally13(int len14, int stride15, float b16) {
  len14 = 56l;
  b16 += 54;
  len14 ^= ((len14 * len14) - (stride15 * TILE4)) - (stride15 % (0b110000U << stride15));
  stride15 %= alignof(char);
  ++len14;
  return stride15;
}

__global__ void reduce17_kernel(unsigned short beta18, const float *__restrict__ in19) {
  --beta18;
  unsigned long long z20 = in19[7];
  z20 &= ((z20 >> 3) >= (in19[3] + 64ul)) ? (((z20 * (-0)) == in19[beta18]) ? ((!in19) ? z20 : beta18) : static_cast<short>(z20)) : (z20 - TILE4);
  tally13((in19[beta18]) - tally13(26, beta18, beta18), TILE_DIM_1 - (beta18 % TILE4), (TILE4));
}

__global__ void trace21_kernel(int count22, float *__restrict__ dst23, const long long *input24, const float *__restrict__ coef25) {
  if ((NUM_ITERS_3 - (*input24)) >= (tally13(56, 50, 25) / ((count22 >= 20) ? (*dst23) : (*input24)))) {
    float flag26 = tally13(sizeof(int), input24[1], int(-483)) + (input24[count22] ? (NUM_ITERS_3 << input24[4]) : sizeof(float));
    unsigned int *res27 = (unsigned int*)nullptr;
    count22 >>= alignof(int) + (*res27);
  } else {
    for (int it28 = 0; it28 < 14; it28 += 1) {
      (*dst23) = 10ul >> ((*input24) + 49);
      tally13(tally13(0b100001 + count22, 440, (dst23[it28] > dst23[2]) ? 2.125f : (*dst23)), (it28) + TILE4, (it28 * 0b10111ULL) >> 6);
    }
  }
}

int main() {
  int size29 = 1004;
  size_t tmp30 = 27;
  tmp30 = TILE4;
  int r31 = (((tmp30 < TILE4) && (size29 > 24U)) ? (size29 + TILE4) : TILE4) + (tmp30 + (tmp30 - TILE4));
  if ((!r31) || (tmp30 > size29)) {
    if ((36 < size29) || (size29 <= 5)) {
      return r31;
    }
    constexpr float s32 = 20.875f;
  }
  apply5_kernel<<<dim3((2), (size29 + 127) / 128, (size29 + 63) / 64), (128), sizeof(int) * 256, (cudaStream_t)0>>>(static_cast<long long*>(nullptr), tmp30 - (TILE4 * tmp30), &r31);
  march10_kernel<<<512, TILE4 * 16, 0, (cudaStream_t)0>>>(&size29);
  reduce17_kernel<<<dim3((size29 + 255) / 256, (size29 + 255) / 256), dim3((256), (size29 + 31) / 32), 0, nullptr>>>(r31, nullptr);
  return 0b0;
}
