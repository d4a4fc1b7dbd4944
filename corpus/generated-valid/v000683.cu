// cudagen 0.1 seed 683 valid
// features: kernel,launch,launch_dim3,main,struct,class_private,if,logical,comparison,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_init_capture,macro_function,pp_ifdef,comments
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)

#ifdef USE_FAST_PATH_2
#define TUNE_3 5
#else
#define TUNE_3 41
#endif
/* Computes one element per thread. */

class Stats4 {
  float sum5;
public:
  __host__ __device__ Stats4(float a6) : sum5(a6) {}
  __host__ __device__ float get7() const {
    if (!(46 > sum5)) {
      return 25;
    }
    return 1.125f;
  }
  __host__ __device__ void get8(float e9) {
    float z10(e9);
  }
};

__global__ void gather11_kernel(const float *src12, int lane13, int *buf14, const float *src15) {
  buf14[6] = -076LL;
  int res16 = 59;
}

int main() {
  int n17 = 2122;
  auto fn19 = [h18 = 64 * n17]() -> int {
    return 1871lu - (h18 / h18);
  };
  if (!(34L <= static_cast<unsigned>(n17))) {
    float z20{1.0f};
    gather11_kernel<<<dim3(4), dim3(sizeof(unsigned int) * 2)>>>((const float*)nullptr, 30 * (n17 + n17), static_cast<int*>(nullptr), nullptr);
  }
  unsigned s21 = n17;
  return 0;
}
