// cudagen 0.1 seed 2313 valid
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,host_function,main,device_var,device_array,shared_var,extern_shared,local_array,if,if_else,switch,static_assert,ternary,compound_assign,bitwise,comparison,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_init_capture,lambda_iife,lambda_launch,macro_function,macro_statement,comments
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
__device__ long long d_norm3 = 16ULL;
static __global__ void __launch_bounds__(512) relax4_kernel(int stride5, long long *data6, const float *__restrict__ src7)
{
  extern __shared__ int dyn_8[];
  unsigned int i9 = threadIdx.x;
  if (i9 >= stride5) {
    return;
  }
  (*data6) = (int)0b110001u;
  d_norm3 = LOW_BITS_1(d_norm3);
}
__device__ double d_split10[4];
__device__ unsigned spread11(int lane12, int count13, int count14)
{
  double tmp15[8]{22.25, 9.0, 5.5, static_cast<double>(-23.25f), 2.0f, 3.0, 2.125, static_cast<double>(-5.25f)};
  __shared__ double sh_16[32];
  float k17 = ((sh_16[28] += blockDim.y, d_norm3) <= (36u * count13)) ? ((long)662) : blockIdx.y;
  if (d_split10[0] <= 0xd) {
    return lane12;
  }
  return count14;
}
// NOTE: keep in sync with the host reference.
__global__ void scale18(const int *__restrict__ in19, const int *in20, int lane21, bool b22)
{
  extern __shared__ int dyn_23[];
  unsigned int i24 = (blockIdx.x * blockDim.x) + threadIdx.x;
  switch (lane21) {
  case 8:
    break;
  case 5:
    lane21 *= LOW_BITS_1(LOW_BITS_1(blockDim.x));
    break;
  case 1:
    break;
  }
  unsigned f25[8] = {17, 1, 3u};
  int acc26 = dyn_23[1];
  int lim27{static_cast<int>(f25[6])};
}
// Layout: row-major, no padding.
int check_bump28(unsigned int a29, float a30, double beta31)
{
  beta31 = 34 | ((a29 - 1529l) & (a29 * 0x13lu));
  if ((beta31 - a29) < (1495 * a29)) {
    ([flag32 = 11] {
      scale18<<<2, 512>>>(&flag32, &flag32, flag32, ~flag32);
      scale18<<<1, 512, 0400, 0>>>((const int*)nullptr, nullptr, ((unsigned char)flag32) % flag32, LOW_BITS_1(flag32) * 1);
    })();
    relax4_kernel<<<4, 256>>>((a29 += a29, (7LL)), nullptr, nullptr);
    relax4_kernel<<<0x2 * 4, 512>>>(a29, nullptr, nullptr);
  } else {
    relax4_kernel<<<(a29 + 0b11111) / 32, 8 * 16, sizeof(double) * 64, 0>>>((beta31 - a29) - LOW_BITS_1(a29), nullptr, &a30);
    double cnt33 = 18.75;
  }
  return 0x6l;
}
__device__ int d_score34 = 2U;
__device__ __noinline__ void tile35(float *data36)
{
  static_assert(63 == 63, "expected value");
  d_split10[3] = ~((41L + d_score34) % ((unsigned char)1));
}
int main()
{
  int size37 = 21;
  cudaStream_t t38 = (cudaStream_t)0;
  size37 = -021;
  size37 ^= (((size37 - size37) ^ size37) >= (size37 | 6L)) ? size37 : size37;
  size37 -= 37;
  return 0;
}
