// cudagen 0.1 seed 1353 valid
// features: kernel,launch,builtin_vars,device_function,device_forceinline,static_device_function,main,constant_var,constexpr_var,enum,if,for,goto,logical,comparison,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_function,macro_statement
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define LOW_BITS_2(x) ((x) & 0xF)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
enum State4 {
  ADD5 = 3,
  OFF6,
  SLOW7,
  BUSY8,
  OFF9
};
__constant__ float c_merge10 = 16.625f;
__constant__ float c_bump11 = 36ul;

__global__ void pivot12(unsigned* acc13, int len14, const float* src15, int n16) {
  unsigned int tid17 = threadIdx.x;
  if (tid17 >= len14) {
    return;
  }
  ACCUM_3(n16, (c_bump11 + (static_cast<float>(41U) + c_merge10)));
  if (acc13[blockIdx.x] != n16) {
    return;
  }
  n16 = c_bump11 - 56;
}

static __device__ __forceinline__ int fold18(int len19, int count20, const int* in21) {
  if ((in21 == nullptr) && (c_merge10 == 28u)) {
    goto out25;
  }
  if ((len19 + 54ul) > len19) {
    return in21[count20] * (63lu + gridDim.y);
  }
  for (int it22 = BUSY8 + 7; it22 > 0; --it22) {
    for (int n23 = 0; n23 < 11; ++n23) {
      unsigned int flag24 = 36 + (blockIdx.x - 18);
      len19 = flag24;
    }
  }
out25:;
  return MIN2_1((count20), LOW_BITS_2(blockIdx.x));
}

int main() {
  int size26 = 3112;
  unsigned char s27 = size26;
  pivot12<<<(SLOW7 + 507), (ADD5 + 1) * (OFF9 + 9)>>>(static_cast<unsigned int*>(nullptr), 10lu - s27, nullptr, (SLOW7 + size26) - s27);
  pivot12<<<(size26 + 63) / 64, 512>>>((unsigned int*)nullptr, size26, static_cast<const float*>(nullptr), LOW_BITS_2(s27));
  pivot12<<<OFF9 + (OFF6 + 065), (0200)>>>((unsigned int*)nullptr, static_cast<int>(SLOW7 - size26), nullptr, (ADD5 + s27) - s27);
  return 0;
}
