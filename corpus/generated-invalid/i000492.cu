// cudagen 0.1 seed 492 invalid:extended_lambda_without_flag
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_dim3,builtin_vars,device_function,device_forceinline,device_template_function,host_function,constexpr_function,default_args,main,constexpr_var,local_array,if,for,static_assert,ternary,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,cast_functional,cast_static,sizeof,macro_object,macro_paste,macro_statement,pp_undef
#include "prelude.cuh"

#define TILE_DIM_1 32
#define TILE_DIM_2 32
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_4(a, b) a##b
#undef TILE_DIM_2
#define TILE_DIM_2 24

template <typename T, class U>
__global__ void __launch_bounds__(256, 4) spread5_kernel(T b6)
{
  unsigned gid7 = (blockIdx.x * blockDim.x) + threadIdx.x;
  b6 = U((threadIdx.y + b6) - 9.5);
  T cnt8 = (gid7 + (26));
  if ((+b6) == TILE_DIM_2)
    return;
  if (cnt8 > 8)
    return;
  T lo9 = 0x2B;
}

__device__ __forceinline__ void step10(double b11 = 24.5)
{
  bool mid12 = (b11 - blockDim.y) < double(threadIdx.y);
  b11 = 63ULL;
}

template <typename T, typename U>
__device__ float reduce13(U *acc14, int len15)
{
  for (int j16 = 0; j16 < len15; ++j16) {
    double e17[5] = {};
    static_assert(0x4 == 4, "tile must fit");
  }
  (++acc14[len15], ((*acc14) = len15));
  return warpSize + len15;
}

__device__ int sift18(int stride19, double p20, double *acc21)
{
  static_assert(24 > 23, "bad config");
  ACCUM_3(p20, (7.375f));
  return stride19;
}

constexpr int run_drift22(int lane23, float beta24)
{
  return lane23 ? TILE_DIM_1 : (beta24 * (beta24 / beta24));
}

int main()
{
  int n25 = 02612;
  auto dev_op29 = [] __host__ __device__ (int x) { return x + 1; };
  unsigned int cnt26 = run_drift22(run_drift22(n25, 9.625f) + n25, (sizeof(unsigned int) - n25) - n25);
  unsigned int hi27 = ((TILE_DIM_1 + n25) * static_cast<char>(n25)) + CAT_4(n, 25);
  float m28 = cnt26;
  spread5_kernel<unsigned int, float><<<dim3(1 << 2, 1 << 0x6), TILE_DIM_1 + (TILE_DIM_1 + (TILE_DIM_2 + (TILE_DIM_1 + 392)))>>>(CAT_4(m, 28));
  return 0b0;
}
