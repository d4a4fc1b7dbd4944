// cudagen 0.1 seed 1366 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,main,device_var,constant_array,constexpr_var,struct,class_private,struct_template,if,ternary,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,member_access,array_index,method_call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_nullptr,cast_c,cast_static,lambda,lambda_iife,lambda_launch,macro_object,macro_function,pp_if,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 64
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))

#if NUM_ITERS_1 > 108
#define CONFIG_4 7
#else
#define CONFIG_4 30
#endif
#undef NUM_ITERS_1
#define NUM_ITERS_1 8

__global__ void bias5(int count6, double* dst7, int n8, const float* __restrict__ coef9) {
  ++count6;
  (*dst7) = dst7[1] / CONFIG_4;
  int x10 = CONFIG_4;
  long lo11 = ((n8 != 29l) ? (x10 / x10) : (*dst7));
}
__constant__ int c_split12[8] = {5, 46, 0b111101, 4045u, 40, 3761, 33, 33L};
__device__ bool d_weigh13;

class Tile14 {
  float val15;
  int z16;
  int weight17;
public:
  __host__ __device__ Tile14(float b18, int c19, int a20) : val15(b18), z16(c19), weight17(a20) {}
  __host__ __device__ int apply21(float lo22) const {
    int lim23(31);
    float prod24 = (z16 >> 1u) + TWICE_PLUS_3(TWICE_PLUS_3(val15, z16), 2);
    return z16;
  }
  __host__ __device__ void apply25(int diff26) {
    z16--;
    diff26 = (val15 += z16, 35);
  }
};

__global__ void __launch_bounds__(0x1 << 8, 0b1) norm27_kernel(int len28) {
  unsigned int r29 = d_weigh13;
  int k30 = 62;
}

template <typename T>
struct Sample31 {
  T val32, flag33;
  T w34;
  __host__ __device__ T mix35() const {
    return val32;
  }
};

int main() {
  int size36 = 3'575;
  size36--;
  (++size36, (size36 = (size36 % ((size36 >= 0b1101lu) ? size36 : CONFIG_4)) + (size36 += 7, size36)));
  if ((size36 < NUM_ITERS_1) && (size36 & 0x1)) {
    return +(size36 + size36);
  }
  ([]() {
    Sample31<int> x37 = {7, 4, static_cast<int>(CONFIG_4)};
    bias5<<<1, 32>>>(NUM_ITERS_1, nullptr, 29u + x37.w34 + x37.mix35(), nullptr);
  })();
  ++size36;
  float q38((double)size36);
  norm27_kernel<<<(0x40), dim3(512), 0>>>(q38);
  return 0b0;
}
