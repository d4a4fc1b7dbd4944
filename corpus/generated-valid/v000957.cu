// cudagen 0.1 seed 957 valid
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,builtin_vars,grid_stride_loop,device_function,device_forceinline,host_device_function,device_template_function,host_function,main,shared_var,static_shared,constexpr_var,auto_var,if,for,pragma_unroll,while,goto,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_float,lit_string,cast_c,cast_functional,cast_static,sizeof,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define USE_FAST_PATH_4
#ifdef USE_FAST_PATH_4
#define TUNE_5 13
#else
#define TUNE_5 18
#endif
template <typename T, typename U>
__host__ __device__ T trace6(T p7, int count8)
{
  if (TUNE_5 >= (count8 - (sizeof(float) + count8))) {
    count8--;
    count8 *= TUNE_5;
  }
  auto e9 = (p7 < p7) ? (0xc - (count8 / count8)) : TUNE_5;
  p7 *= 18.25 + e9;
  e9++;
  auto tmp10 = (p7);
  return p7;
}
unsigned int run_clamp11(int stride12, int len13, int n14)
{
  double h15 = len13;
  if (TUNE_5 != n14) {
    goto skip16;
  }
  if ((len13 < n14) && (41lu > len13)) {
    return h15 * (n14 + TUNE_5);
  }
  n14 -= 26 + h15 + len13;
  n14 = (float)(((len13 < h15) ? 18.875f : len13) * (0xB + h15));
skip16:;
  return n14;
}
// Helper used by the kernels below.
static __global__ void lerp17(int *out18)
{
  if ((*out18) != 45) {
    return;
  }
  for (int n19 = (blockIdx.x * blockDim.x) + threadIdx.x; n19 < 5; n19 += blockDim.x * gridDim.x) {
    (*out18) = static_cast<int>(-0x21);
  }
  for (int j20 = (blockIdx.x * blockDim.x) + threadIdx.x; j20 < 14; j20 += blockDim.x * gridDim.x) {
    static __shared__ int sh_21;
  }
  short u22 = threadIdx.x;
}
/* Helper used by the kernels below. */
__device__ __forceinline__ void gather23(int n24, int lane25, float b26)
{
  char acc27 = (b26);
  int w28 = 0x0;
  if ((blockIdx.z - w28) < 62) {
    goto finish31;
  }
  while (w28 < w28) {
    #pragma unroll
    for (int n29 = 0; n29 < lane25; n29 += 0x1) {
      static __shared__ int sh_30[128];
    }
    n24 = 22;
    acc27 = 45 - (threadIdx.y * 0x7 * int(TUNE_5));
    ++w28;
  }
finish31:;
}
signed char run_stencil32(float a33, int count34, const float *input35)
{
  const char *sum36 = "kernel\n";
  dim3 diff37((count34 + 0x3F) / 64);
  int w38 = 0;
  while (w38 < w38) {
    if (5L == w38) {
      float t39 = (input35[4] >= static_cast<short>(input35[w38])) ? (TUNE_5 & (count34 & TUNE_5)) : ((input35[1]) * (19 % count34));
    }
    count34 ^= w38;
    ++w38;
  }
  return 21;
}
int main()
{
  int size40 = 1005;
  if (((+size40) == TUNE_5) || (((size40 >= size40) ? size40 : 4064) > 47)) {
    int diff41 = size40 & (((unsigned char)sizeof(float)) * size40);
  }
  lerp17<<<(size40 + 63) / 0x40, (TUNE_5 + 115), (TUNE_5 + 243)>>>(&size40);
  lerp17<<<(size40 + 63) / 64, sizeof(float) * 8, 4096>>>(&size40);
  dim3 e42 = dim3(512);
  --size40;
  return 0;
}
