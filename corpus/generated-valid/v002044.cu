// cudagen 0.1 seed 2044 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,builtin_vars,main,managed_var,shared_var,const_local,if,if_else,while,bitwise,comparison,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_float,lit_nullptr,cast_static,macro_object,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define BLOCK_SIZE_1 8
#define TILE_DIM_2 256
#define MOD8_3(x) ((x) % 8)
#define LOW_BITS_4(x) ((x) & 0xF)
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_6(a, b) a##b

template <typename T, int N = 2>
__global__ void relax7(T *out8) {
  unsigned int i9 = (blockIdx.x * blockDim.x) + threadIdx.x;
  int iter10 = 0x0;
  while (iter10 < iter10) {
    if (blockIdx.x == LOW_BITS_4(iter10 + 27)) {
      int e11 = N;
      __shared__ int sh_12[32];
    } else if (out8 == nullptr) {
      if (out8[blockIdx.y] < N) {
        return;
      }
      T val13 = (LOW_BITS_4(CAT_6(iter, 10) | 6));
    } else {
    }
    ++iter10;
  }
}
__managed__ double m_trace14 = 20.75f;

int main() {
  int len15 = 3398;
  m_trace14 = m_trace14;
  const int lo16 = LOW_BITS_4(MOD8_3(CAT_6(len, 15) + len15));
  relax7<float, 0b10><<<(lo16 + 0xFF) / 256, 128>>>(static_cast<float*>(nullptr));
  return 0;
}
