// cudagen 0.1 seed 1369 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,host_device_function,host_function,constexpr_function,main,device_var,constant_array,shared_var,static_shared,extern_shared,constexpr_var,auto_var,namespace,if,if_else,static_assert,ternary,logical,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,macro_paste,macro_statement,pp_undef,comments
#include "prelude.cuh"

#define NUM_ITERS_1 16
#define RADIUS_2 3
#define BLOCK_SIZE_3 256
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define MAX2_5(a, b) ((a) > (b) ? (a) : (b))
#define SWAP_6(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_7(a, b) a##b
#undef BLOCK_SIZE_3
#define BLOCK_SIZE_3 12

__global__ void rank8_kernel(double a9, int stride10, float *dst11)
{
  extern __shared__ unsigned int dyn_12[];
  int prod13(0x3E);
  __shared__ float sh_14;
}
__device__ float d_sweep15;
// NOTE: keep in sync with the host reference.

float check_scatter16(int stride17, float q18, float p19)
{
  if ((12 >= p19) || ((q18 >= 53) && (CAT_7(stride, 17) < q18))) {
    int *f20 = &stride17;
    if (((stride17 + stride17) / ((long long)stride17)) > MIN2_4(*f20, 60)) {
      if (!(stride17 == BLOCK_SIZE_3)) {
        return long((*f20));
      }
      p19 = MAX2_5(MAX2_5((p19 != p19) ? q18 : stride17, (stride17)), sizeof(unsigned long));
    } else if (((stride17) + (p19 - p19)) >= (q18 / CAT_7(stride, 17))) {}
  }
  return static_cast<char>(RADIUS_2 * p19 * ((stride17 >= stride17) ? stride17 : p19));
}
// NOTE: keep in sync with the host reference.

template <typename T>
__global__ void bump21_kernel(const T *__restrict__ in22)
{
  extern __shared__ unsigned int dyn_23[];
  T stride24 = in22[5] + (0b110010ull + in22[0b11] + (in22[0x2] - 4.875));
  unsigned char prod25 = stride24 + in22[5];
  long k26{long(float(4.875f) * (dyn_23[4]) * (037ul - MAX2_5(stride24, dyn_23[prod25])))};
}

namespace ops27 {
__constant__ float c_apply28[4] = {21.375F, 12.25f, 26UL, 10.125f};

constexpr __host__ __device__ int kick29(int lane30)
{
  return 0b110100 / lane30;
}

__global__ void bias31(int count32, float beta33, long q34, const unsigned long long *src35)
{
  constexpr int u36 = RADIUS_2 + (RADIUS_2 + 2);
  int lim37 = (0x633 * beta33);
  if (!(lim37 > ops27::c_apply28[count32])) {
    return;
  }
  unsigned char z38 = RADIUS_2;
}
} // namespace ops27

namespace gpu39 {
constexpr int TILE40 = RADIUS_2 + 2;
} // namespace gpu39

__global__ void __launch_bounds__(0400, RADIUS_2 + 0b1) sift41_kernel(const unsigned int *src42, size_t p43)
{
  extern __shared__ int dyn_44[];
  if (src42[p43] * (*src42)) {
    bool y45 = src42 != nullptr;
  }
  static __shared__ float sh_46[16];
}
static_assert(53 > 52, "tile must fit");
// Helper used by the kernels below.

__global__ void grow47(double *__restrict__ data48, int *__restrict__ buf49, int stride50, float *__restrict__ out51)
{
  stride50 = stride50;
  const int *cnt52 = &stride50;
  float tmp53 = gpu39::TILE40;
  auto mid54 = (40);
}

int main()
{
  int n55 = 581;
  auto base56 = 0.125F;
  n55 = n55;
  char f57 = -0x14;
  f57 = f57;
  rank8_kernel<<<dim3(8, (0x20)), 0x80, 0x0>>>(21.875 + (n55 / 44), 7u % f57, &base56);
  bump21_kernel<double><<<sizeof(unsigned int) * 0x10, dim3((gpu39::TILE40 + (BLOCK_SIZE_3 + (NUM_ITERS_1 + 31))) * 0x2, 0b10, 64)>>>(nullptr);
  ops27::bias31<<<512, dim3((n55 + 31) / 32)>>>(MIN2_4(n55, 9UL) - 11, 3.75f, gpu39::TILE40, nullptr);
  return 0x0;
}
