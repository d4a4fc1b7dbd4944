// cudagen 0.1 seed 834 valid
// features: kernel,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,main,constexpr_var,local_array,struct,operator_overload,if,while,static_assert,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,member_access,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,macro_object,macro_function,macro_paste,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 32
#define MOD8_2(x) ((x) % 8)
#define HALF_3(x) ((x) / 2)
#define CAT_4(a, b) a##b

__global__ void __maxnreg__(32) score5(unsigned int* acc6) {
  int gid7 = threadIdx.x;
  unsigned int tmp8 = *acc6;
  tmp8--;
  ++(*acc6);
  acc6[gid7] |= static_cast<unsigned>(*acc6);
  if ((8 <= gid7) || (gid7 != 57)) {
    return;
  }
  constexpr int q9 = -42;
}
/* Computes one element per thread. */

struct Tile10 {
  double hi11;
  unsigned long val12;
  int weight13;
  float count14;
};

__host__ __device__ Tile10 operator+(Tile10 a, Tile10 b) {
  Tile10 r = a;
  r.hi11 += b.hi11;
  r.val12 += b.val12;
  r.weight13 += b.weight13;
  r.count14 += b.count14;
  return r;
}

__host__ __device__ float bias15(int n16, int stride17, const Tile10 &a18) {
  int w19 = 34l;
  int w20 = 0;
  while (w20 < n16) {
    if (a18.hi11 >= (stride17 + 3)) {
      break;
    }
    stride17--;
    ++w20;
  }
  stride17 = CAT_4(w, 19);
  return stride17 / ((a18.weight13 * stride17) + HALF_3(n16));
}

__host__ __device__ unsigned long tile21(float q22) {
  q22--;
  q22++;
  float prod23 = q22;
  return q22;
}
static_assert(sizeof(int) == 4, "size check");

__host__ __device__ float combine24(const unsigned char* src25, long long q26, const int* input27) {
  q26 = static_cast<unsigned int>(40lu);
  long acc28[8] = {9L, 40UL, 0b1000ull, static_cast<long>(BLOCK_SIZE_1 + input27[q26])};
  if ((*src25) * q26) {
    int pass29 = 0;
    while ((pass29 < 3) && (((*src25) - q26) != 38)) {
      q26--;
      q26 = (BLOCK_SIZE_1) * MOD8_2(acc28[q26] - 48U);
      static_assert(sizeof(int) == 4);
      ++pass29;
    }
  }
  return (acc28[5] * BLOCK_SIZE_1) ? (18.25F - src25[q26]) : (60UL * input27[q26]);
}

int main() {
  int len30 = 2329;
  score5<<<(len30 + 255) / 256, BLOCK_SIZE_1, 0, (cudaStream_t)0>>>(nullptr);
  len30 &= 3 + len30;
  return 0;
}
