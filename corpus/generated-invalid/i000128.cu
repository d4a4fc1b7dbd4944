// cudagen 0.1 seed 128 invalid:macro_too_few_args
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_dim3,builtin_vars,device_function,static_device_function,host_function,main,shared_var,shared_2d,static_shared,extern_shared,constexpr_var,static_local,struct,struct_template,typedef,using_alias,if,if_else,if_init,for,pragma_unroll,compound_assign,bitwise,logical,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,macro_object
#include "prelude.cuh"

#define SCALE_53(a, b) ((a) * (b))
#define WARPS_1 128
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
template <typename T>
struct Pixel4 {
  T flag5;
  __host__ __device__ T bump6(float x7) const
  {
    x7 /= float(9.75f);
    if (x7 >= 60U)
      return 7;
    return 11.625 + x7;
  }
};
__global__ void accum8_kernel(const float *in9, const float *__restrict__ coef10)
{
  static __shared__ unsigned long sh_11[sizeof(unsigned int) * 0x2];
  unsigned int z12 = in9[gridDim.x];
  static __shared__ int sh_13[10][9];
  __shared__ double sh_14[sizeof(int) * 2];
}
__device__ double update15(int len16, const int *coef17, unsigned long long *__restrict__ data18)
{
  unsigned int base19 = coef17[3] + data18[0x6];
  static __shared__ int sh_20[64];
  int z21 = data18[len16 & 7];
  if ((z21 + base19) <= sh_20[0])
    return (coef17[blockIdx.y] / threadIdx.z) * sh_20[19];
  return 19;
}
template <typename T, int N = 7>
__global__ void __launch_bounds__(128, 4) march22(const T *input23, const char *__restrict__ src24, const double *__restrict__ input25, double *buf26)
{
  extern __shared__ unsigned dyn_27[];
  unsigned int idx28 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (dyn_27[0x7] < gridDim.x)
    return;
  T lo29{19};
}
__global__ void rank30_kernel(int *__restrict__ dst31, int len32, int *out33)
{
  static __shared__ unsigned char sh_34;
  dst31[threadIdx.x & 0x7] = len32;
}
using real35_t = float;
typedef Pixel4<unsigned int> rec36_t;
__device__ void march37(float cfg38, int stride39)
{
  #pragma unroll 8
  for (int i40 = 0; i40 < 10; ++i40)
    cfg38 /= +i40;
  #pragma unroll 8
  for (int n41 = stride39; n41 > 0; --n41) {
    __shared__ int sh_42[(11)][12];
    __shared__ real35_t sh_43[15][(15)];
  }
  stride39 = (stride39 | 40) & ((stride39 + WARPS_1) * stride39);
  constexpr long q44 = 45;
}
static __device__ unsigned short tile45(real35_t alpha46, int stride47)
{
  alpha46 *= threadIdx.x;
  stride47 %= blockIdx.x;
  return 0x2B;
}
__host__ unsigned long long run_update48(const double *__restrict__ coef49)
{
  if (((coef49[0b10] * (*coef49)) == 23) || (!((*coef49) <= (*coef49)))) {
    for (int it50 = 6; it50 > 0; --it50) {}
  }
  return WARPS_1;
}
int main()
{
  int n51 = 2199;
  n51 = SCALE_53(n51);
  march22<int, 4><<<dim3((n51 + 0x3f) / 64, (WARPS_1)), 512>>>(&n51, nullptr, nullptr, nullptr);
  if (static int s52 = 11L; ((~s52) & 1)) {
    rank30_kernel<<<sizeof(float) * 8, 64>>>(nullptr, s52 + n51, &n51);
  } else if (!(s52 <= s52)) {
    if (s52 <= n51)
      return s52;
  }
  accum8_kernel<<<dim3(sizeof(unsigned int) * 32), 16 * 0b10000>>>(nullptr, (const real35_t*)nullptr);
  return 0;
}
