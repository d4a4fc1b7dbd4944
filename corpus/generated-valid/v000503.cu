// cudagen 0.1 seed 503 valid
// features: kernel,launch,main,shared_var,shared_2d,extern_shared,constexpr_var,struct,class_private,if,for,ternary,bitwise,comparison,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,sizeof,macro_object,macro_paste,macro_statement,pp_if
#include "prelude.cuh"

#define CHUNK_1 128
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_3(a, b) a##b
#if (CHUNK_1 * 2) >= 63 && CHUNK_1 != 0
#define CONFIG_4 1
#elif CHUNK_1 < 0
#error unreachable configuration
#else
#define CONFIG_4 17
#endif

__global__ void sweep5_kernel(float* dst6, float a7, int stride8, const unsigned short* coef9) {
  extern __shared__ int dyn_10[];
  double lo11 = coef9[7] % (coef9[3] + ((a7 <= dyn_10[1]) ? 9 : (*coef9)));
  __shared__ float sh_12[4][12];
  if (a7 < CAT_3(a, 7)) {
    return;
  }
  int w13 = +sh_12[stride8 & 3][stride8];
}

class Sample14 {
  int lo15;
  int id16;
public:
  __host__ __device__ Sample14(int c17, int b18) : lo15(c17), id16(b18) {}
  __host__ __device__ int scale19() const {
    int tmp20 = id16;
    int r21 = sizeof(Sample14) - ((id16 & CAT_3(lo, 15)) - (lo15 - 10));
    return CHUNK_1 - (+r21);
  }
  __host__ __device__ void norm22(int t23) {
    SWAP_2(int, t23, id16);
  }
};

int main() {
  int count24 = 2765;
  for (int j25 = 0; j25 < 7; ++j25) {
    count24 = j25;
    unsigned int flag26 = -count24;
  }
  sweep5_kernel<<<(count24 + 255) / 256, CHUNK_1 * 4>>>(nullptr, 24.875F, 38U, nullptr);
  return 0x0;
}
