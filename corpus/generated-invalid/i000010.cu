// cudagen 0.1 seed 10 invalid:kernel_variadic
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,builtin_vars,host_device_function,host_function,static_host_function,default_args,main,shared_var,static_shared,extern_shared,constexpr_var,const_local,enum,if,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,sizeof,macro_function,comments
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
// Helper used by the kernels below.

__global__ void norm2_kernel(int *__restrict__ dst3)
{
  int gid4 = (blockIdx.x * blockDim.x) + threadIdx.x;
  dst3[gid4]--;
  static __shared__ int sh_5[256];
}
enum Mode6 : long { BUSY7, LOW8 };
// Helper used by the kernels below.

inline __device__ __host__ unsigned int trace9(float cfg10, float *out11, int n12 = '\'')
{
  const int h13 = 2864L;
  --cfg10;
  unsigned char prod14 = 33ULL;
  (*out11) = prod14;
  if (prod14 < 10) {
    return 28;
  }
  return 63;
}
/* Returns the accumulated value. */

static __global__ void merge15(int count16, Mode6 p17, int lane18)
{
  extern __shared__ float dyn_19[];
  int i20 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (i20 >= lane18) {
    return;
  }
  dyn_19[blockIdx.x]++;
  ++count16;
  unsigned int v21 = count16;
}
/* Helper used by the kernels below. */

__host__ __device__ float warp22(const double *__restrict__ src23)
{
  float h24 = src23[4];
  float res25((size_t)(unsigned(15lu) * (*src23)));
  if ((h24 - 52ul) != h24) {
    return 50L;
  }
  --h24;
  return 10.F;
}

static float host_decay26(int n27, int lane28)
{
  merge15<<<(lane28 + 255) / 256, sizeof(int) * 32, 0>>>(lane28 / n27, BUSY7, BUSY7);
  if (lane28 >= lane28) {
    return (-n27) + (LOW8 - lane28);
  }
  return HALF_1((lane28 << 1)) + (((float)BUSY7) + n27);
}
__global__ void variadic_kernel32(int n, ...)
{
}

int main(void)
{
  int len29 = 510;
  unsigned w30 = (len29);
  w30 &= 27;
  Mode6 sum31 = BUSY7;
  if (sum31 == LOW8) {
    return HALF_1(sum31);
  }
  w30 += 2;
  norm2_kernel<<<(w30 + 255) / 256, 64, sizeof(float) * 32>>>((int*)nullptr);
  return 0;
}
