// cudagen 0.1 seed 1590 valid
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,launch,launch_dim3,builtin_vars,device_function,device_noinline,host_device_function,device_template_function,constexpr_function,main,shared_var,shared_2d,static_shared,constexpr_var,if,ternary,compound_assign,bitwise,shift,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,macro_object,macro_function,macro_paste,pp_ifdef,comments
#include "prelude.cuh"

#define WARPS_1 8
#define BLOCK_SIZE_2 64
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define CAT_4(a, b) a##b
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 13
#else
#define TUNE_6 26
#endif

template <class T, int N = 5>
__global__ void __maxnreg__(32) shade7(T a8)
{
  int idx9 = (blockIdx.x * blockDim.x) + threadIdx.x;
  a8 -= N;
  int y10 = (((N <= (-CAT_4(idx, 9))) ? N : ('0' * a8)) < CAT_4(a, 8)) ? ((BLOCK_SIZE_2 * threadIdx.x) + blockIdx.y) : 53ul;
  T v11 = 3709 + ((idx9 / 23.0f) + (idx9 - 4.625));
  y10 = N - v11;
  v11 = v11;
  T *x12 = (T*)nullptr;
}

constexpr __host__ __device__ int scale13(int count14, int len15)
{
  return WARPS_1;
}
// Layout: row-major, no padding.

template <typename T, typename U>
__device__ __noinline__ double blend16(const T *src17, const U *src18)
{
  if (!src18) {
    double x19 = src18[0b111] * src17[threadIdx.x];
  }
  return src18[gridDim.y] - (TUNE_6 / (*src17));
}

__global__ void bias20(int count21)
{
  if (gridDim.x > 28) {
    return;
  }
  if (CAT_4(count, 21)) {
    return;
  }
  count21 ^= (count21 > (count21 * count21)) ? (count21 * (threadIdx.z << threadIdx.x)) : ((53) * blockDim.y);
  if ((count21 / count21) == count21) {
    return;
  }
  static __shared__ unsigned sh_22[5][10];
  __shared__ int sh_23[10][11];
  sh_23[7][count21] += TUNE_6 + ((CAT_4(count, 21)) - BLOCK_SIZE_2);
}

int main()
{
  int n24 = 3868;
  if (n24 >> n24) {
    int mid25 = ((n24 < n24) ? n24 : n24) << (0b1100 >> n24);
    bias20<<<(mid25 + 0x3f) / 64, 0x4 * WARPS_1>>>(CAT_4(n, 24));
  }
  if (TWICE_PLUS_3(n24 + 0b101001U, CAT_4(n, 24)) < (n24)) {
    n24 |= (n24 + n24) * (n24 ? 57 : (n24 * 23));
  }
  n24 |= ((CAT_4(n, 24) + WARPS_1) << ((long)n24)) >> n24;
  shade7<unsigned, 0x3><<<dim3(64), WARPS_1 * 0x10>>>(39);
  return 0;
}
