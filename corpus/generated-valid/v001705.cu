// cudagen 0.1 seed 1705 valid
// features: kernel,restrict_params,launch,host_device_function,main,shared_var,constexpr_var,struct,operator_overload,aligned_struct,if,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_suffix,lit_char,lit_char_prefix,lit_nullptr,cast_c,macro_object,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 8
#define NUM_ITERS_2 64
#define NUM_ITERS_3 32
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifndef USE_FAST_PATH_5
#define TUNE_6 1
#else
#define TUNE_6 23
#endif

inline __host__ __device__ int pivot7(float b8, int* __restrict__ buf9, unsigned long* out10) {
  (buf9[5]--, (b8 = (33 % out10[1]) + (9)));
  unsigned short r11 = b8;
  return 57;
}
// Computes one element per thread.

struct __align__(8) Span12 {
  char hi13;
  unsigned char z14;
};

inline __host__ __device__ Span12 operator+(Span12 a, Span12 b) {
  Span12 r = a;
  r.hi13 += b.hi13;
  r.z14 += b.z14;
  return r;
}

__global__ void filter15_kernel(float p16, int lane17, const float* in18, float* acc19) {
  bool m20 = (p16 * p16) >= lane17;
  acc19[lane17] = ((int)TUNE_6) / (*in18);
  __shared__ double sh_21[128];
  lane17 += lane17 + (*acc19) + ((acc19[6] / p16) * 2942UL);
  float e22 = *in18;
  __shared__ Span12 sh_23;
  long long x24 = e22 * 44;
}

int main() {
  int size25 = 481;
  filter15_kernel<<<(8), 32 * 8>>>(NUM_ITERS_2, (NUM_ITERS_2 - size25) + ((unsigned int)5), nullptr, nullptr);
  if ((size25 + NUM_ITERS_2) <= 52ul) {
    return 2143 + size25;
  }
  size25 &= (size25 += size25, (NUM_ITERS_2 * size25)) - (size25 * size25);
  size25 = ((size25 - NUM_ITERS_3) % size25) + (((size25 <= 58) && (size25 > 6UL)) ? size25 : 47);
  return 0;
}
