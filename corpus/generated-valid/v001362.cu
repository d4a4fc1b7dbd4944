// cudagen 0.1 seed 1362 valid
// features: kernel,launch,builtin_vars,host_device_function,main,constexpr_var,struct,struct_methods,enum,namespace,nested_namespace,if,if_init,ternary,bitwise,comparison,comma,pointer_arith,member_access,array_index,call,method_call,lit_int_hex,lit_int_suffix,lit_bool,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_paste,pp_ifdef
#include "prelude.cuh"

#define RADIUS_1 64
#define TILE_DIM_2 3
#define RADIUS_3 (TILE_DIM_2 + (1))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b

#ifdef USE_FAST_PATH_7
#define TUNE_8 4
#else
#define TUNE_8 34
#endif
enum State9 { ADD10, HIGH11 };

struct Body12 {
  bool flag13;
  unsigned short val14;
  int mass15;
  __host__ __device__ int apply16() const
  {
    return val14;
  }
  __host__ __device__ unsigned short apply17(char off18) const
  {
    off18 = ~val14;
    State9 w19 = HIGH11;
    return val14 / mass15;
  }
};

namespace ops20::sub21 {
__host__ __device__ double apply22(const float *coef23)
{
  if (coef23[4] == (*coef23)) {
    return RADIUS_3;
  }
  Body12 val24 = {bool(*coef23), static_cast<unsigned short>(coef23[6]), 5};
  if (long m25 = val24.mass15; ((m25 += 0x1, 7) + val24.apply17(m25)) == TUNE_8) {
    m25 = 6l;
    Body12 x26 = {true, 25, 3242l};
    m25 = TUNE_8 * m25;
  }
  State9 v27 = ADD10;
  return TILE_DIM_2;
}
} // namespace ops20::sub21

__global__ void split28_kernel(float *buf29, unsigned int beta30)
{
  unsigned int i31 = threadIdx.x;
  beta30 = *buf29;
  Body12 m32{bool((buf29[i31 & 7] < i31) ? 0 : i31), static_cast<unsigned short>(61U / buf29[i31]), 7};
}

int main()
{
  int size33 = 2732;
  int *prod34 = nullptr;
  prod34[size33] = (int)((*prod34) * size33);
  Body12 tmp35{true, 16U, int(8 + size33)};
  split28_kernel<<<sizeof(int) * 4, 0x200>>>((float*)nullptr, (double)ops20::sub21::apply22((const float*)nullptr));
  return 0;
}
