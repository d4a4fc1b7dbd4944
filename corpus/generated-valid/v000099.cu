// cudagen 0.1 seed 99 valid
// features: kernel,launch,launch_shared_mem,builtin_vars,device_function,host_device_function,device_template_function,host_function,static_host_function,main,constexpr_var,if,if_init,goto,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,sizeof,lambda,lambda_launch,macro_object,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define CHUNK_1 128
#define TILE_DIM_2 5
#define BLOCK_SIZE_3 5
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define CAT_7(a, b) a##b

__host__ __device__ float smooth8(int n9) {
  n9++;
  n9 = (n9 / n9) * 40;
  unsigned int s10 = '\'';
  n9 *= 0x1a * (CAT_7(s, 10) + (47 * n9));
  s10++;
  float f11 = '\\';
  return (n9 * CAT_7(f, 11)) + BLOCK_SIZE_3;
}
/* Returns the accumulated value. */

inline __host__ __device__ int apply12(size_t p13) {
  p13 &= TILE_DIM_2;
  int hi14 = -TILE_DIM_2;
  unsigned int val15 = 0x28;
  val15 *= (p13 <= (val15)) ? long(31L) : smooth8(val15);
  return 41 + smooth8(smooth8(-0b0));
}

template <class T, int N>
__device__ void combine16(T *acc17) {
  acc17[threadIdx.x] = 22.;
  float tmp18 = (acc17[4] += N, ((N + (*acc17)) * (acc17[threadIdx.y] - acc17[blockIdx.y])));
  if (N <= smooth8(-2738)) {
    goto skip19;
  }
  if (apply12(18) < gridDim.x)
    tmp18 -= apply12(apply12(N));
  tmp18 *= (apply12(tmp18) - blockDim.x) * smooth8(apply12(blockIdx.x));
skip19:;
}

__global__ void march20_kernel(float *data21, int n22, char cfg23, int *data24) {
  unsigned long long h25 = *data21;
  cfg23 >>= (((*data24) += data21[0], TILE_DIM_2) * CHUNK_1) + CHUNK_1;
  int v26 = blockDim.y * sizeof(float);
}

static char host_accum27(int len28, int n29) {
  n29 ^= TILE_DIM_2;
  unsigned long res30{8UL};
  march20_kernel<<<0x200, 0100 * 2>>>((float*)nullptr, res30 % apply12(4), len28 + len28 + 127, (int*)nullptr);
  march20_kernel<<<(len28 + 63) / 64, BLOCK_SIZE_3 + (TILE_DIM_2 + 54)>>>(nullptr, CHUNK_1, (len28 * res30) + 62, (int*)nullptr);
  march20_kernel<<<2 * 4, 0x200, 32 * 8>>>(nullptr, 14 / len28, CAT_7(len, 28), (int*)nullptr);
  return sizeof(int);
}

int main(void) {
  int count31 = 1222;
  count31 <<= 0x1b - ((count31 += -0b111001L, 0x8da) % apply12(TILE_DIM_2));
  auto lam32 = []() -> int {
    march20_kernel<<<(1), (0x100), sizeof(double) * 0100>>>(nullptr, apply12(38), 0b100001ul, nullptr);
    march20_kernel<<<0b100000 * 0x2, 32>>>(nullptr, sizeof(int), apply12(0x13U), (int*)nullptr);
    return int(-34);
  };
  lam32();
  apply12(52 + count31 + 26);
  if (long lo33 = (count31 += count31, (count31 + 47l)) / (('A' + count31) * (count31 * count31)); lo33 != lo33) {
    int base34 = host_accum27(lo33, smooth8(smooth8(0b111100)));
    double cnt35 = BLOCK_SIZE_3;
  }
  return 0;
}
