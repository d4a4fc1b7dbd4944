// cudagen 0.1 seed 772 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_dim3,launch_shared_mem,builtin_vars,main,shared_var,extern_shared,constexpr_var,local_array,if,shift,comparison,incdec,array_index,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,alignof,macro_object,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define RADIUS_1 32
#define CHUNK_2 (64)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_4(a, b) a##b
#ifdef USE_FAST_PATH_5
#define TUNE_6 6
#else
#define TUNE_6 48
#endif
template <typename T, class U>
__global__ void bump7(const U *coef8)
{
  int idx9 = threadIdx.x;
}
constexpr float kT10 = 4.5f;
// Helper used by the kernels below.
__global__ void __launch_bounds__(1 << 8) decay11(int count12)
{
  extern __shared__ int dyn_13[];
  dyn_13[2] = (float)gridDim.y;
  if ((float(count12) + count12) <= (dyn_13[5] - 29)) {
    count12++;
    dyn_13[7] = CHUNK_2;
    dyn_13[0] = sizeof(int) + (count12 % 9);
  }
  short w14 = alignof(int);
  w14 = 9;
}
int main()
{
  int size15 = 766;
  decay11<<<(size15 + 255) / 256, 1 << 6, (256)>>>(size15 - (9 % size15));
  float k16[6] = {};
  k16[size15]++;
  if (size15 != k16[size15]) {
    size15 = k16[size15];
    if (k16[size15] < size15) {
      return size15;
    }
  }
  bump7<unsigned int, int><<<dim3(1 << 8, 8), RADIUS_1 + 224>>>((const int*)nullptr);
  return 0;
}
