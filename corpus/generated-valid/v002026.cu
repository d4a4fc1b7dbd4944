// cudagen 0.1 seed 2026 valid
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,main,constant_var,shared_var,constexpr_var,local_array,const_local,struct,class_private,if,switch,switch_fallthrough,goto,ternary,compound_assign,bitwise,logical,comparison,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,lambda,macro_object,macro_function,macro_paste,macro_statement,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 128
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define LOW_BITS_3(x) ((x) & 0xF)
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define CAT_7(a, b) a##b
#undef NUM_ITERS_1
#define NUM_ITERS_1 2
__constant__ float c_merge8 = 13.875F;
constexpr int WIDTH9 = NUM_ITERS_1 + 5;

class Pixel10 {
  int w11;
  float w12;
public:
  __host__ __device__ Pixel10(int b13, float b14) : w11(b13), w12(b14) {}
  __host__ __device__ float scale15() const {
    return 24.75F;
  }
  __host__ __device__ int apply16() const {
    float* w17 = nullptr;
    return 19;
  }
};

__global__ void combine18_kernel(unsigned long a19) {
  float base20[8]{static_cast<float>(NUM_ITERS_1), c_merge8, 56l, c_merge8, c_merge8, 3.5f, c_merge8, c_merge8};
  __shared__ int sh_21[32];
  if ((threadIdx.x != threadIdx.x) && (base20[a19] == sizeof(float))) {
    goto done23;
  }
  switch (a19 + gridDim.x) {
  case (NUM_ITERS_1 + (NUM_ITERS_1 + (WIDTH9 + 1))):
    base20[a19] = ((((int)sh_21[16]) > c_merge8) ? sizeof(Pixel10) : (10.5f + blockIdx.x));
    [[fallthrough]];
  case 7: {
    __shared__ long long sh_22;
    base20[sh_22] /= CAT_7(a, 19);
    break;
  }
  default:
    break;
  }
done23:;
}

int main() {
  int n24 = 2042;
  n24 *= 53;
  n24 &= WIDTH9;
  if (WIDTH9 > n24) {
    return ((n24 & 55) > 37) ? CAT_7(n, 24) : WIDTH9;
  }
  auto op27 = [](unsigned short m25) -> int {
    const int f26 = CAT_7(m, 25);
    m25 = ((f26 < NUM_ITERS_1) ? (32L * CAT_7(f, 26)) : (CAT_7(m, 25) % m25)) & (m25 * (42U - f26));
    m25 += NUM_ITERS_1;
    return (-f26) / CAT_7(f, 26);
  };
  op27(n24);
  n24 = WIDTH9;
  combine18_kernel<<<(040), 64, 0, (cudaStream_t)0>>>(NUM_ITERS_1);
  return 0;
}
