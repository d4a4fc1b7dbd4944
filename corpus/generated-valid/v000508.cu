// cudagen 0.1 seed 508 valid
// features: kernel,restrict_params,launch,launch_shared_mem,builtin_vars,host_device_function,device_template_function,main,shared_var,shared_2d,static_shared,struct,operator_overload,if,nested_block,static_assert,bitwise,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_char_escape,lit_nullptr,sizeof,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b

__global__ void count2_kernel(short alpha3, size_t *acc4) {
  int tid5 = threadIdx.x;
  float acc6 = (alpha3 += 1, (14.125f + alpha3)) - 17.125f;
  int stride7 = *acc4;
  {
    (*acc4) = alpha3 - 43;
    alpha3 = alpha3 + (*acc4);
  }
  alpha3 = 0;
  static __shared__ float sh_8[2][2];
}

struct Cell9 {
  double weight10;
  int w11, w12;
  float x13;
};

__host__ __device__ Cell9 operator+(Cell9 a, Cell9 b) {
  Cell9 r = a;
  r.weight10 += b.weight10;
  r.w11 += b.w11;
  r.w12 += b.w12;
  r.x13 += b.x13;
  return r;
}

template <typename T>
inline __host__ __device__ float clamp14(const T *__restrict__ coef15) {
  T prod16 = (34U);
  (prod16++, (prod16 = 127u));
  size_t hi17 = 62;
  bool lo18 = ((prod16 += 24.875, '\\') & 1);
  Cell9 h19 = Cell9{6.25f, 5, 3'439U, 1.0f};
  h19 = Cell9{9.0, 1149, 19, 14L};
  if ((*coef15) != 59) {
    return sizeof(T) + lo18;
  }
  return (31 & (h19.w11 ^ lo18)) / sizeof(float);
}

int main() {
  int size20 = 258;
  static_assert(sizeof(int) == 4, "tile must fit");
  size20 = size20;
  size20 = size20;
  count2_kernel<<<4, 8 * 16, sizeof(double) * 64>>>(-size20, nullptr);
  return 0;
}
