// cudagen 0.1 seed 716 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_dim3,builtin_vars,main,host_global,constexpr_var,local_array,struct,struct_template,aligned_struct,namespace,if,static_assert,compound_assign,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_hex_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,pp_ifdef
#include "prelude.cuh"

#ifdef USE_FAST_PATH_1
#define TUNE_2 3
#else
#define TUNE_2 46
#endif
struct __align__(16) Cell3 {
  int y4, flag5;
  long long vel6;
  unsigned long val7;
};
__global__ void __launch_bounds__(32 * 4) gather8(unsigned char *__restrict__ acc9)
{
  int tid10 = threadIdx.x;
  if (warpSize >= (+blockDim.x)) {
    if ((warpSize / TUNE_2) == (*acc9)) {
      return;
    }
  }
  constexpr float v11 = 074ull;
}
template <typename T>
struct Particle12 {
  T hi13;
  __host__ __device__ T scale14() const
  {
    return (18.25f - hi13) * hi13;
  }
};
float g_fuse15 = -053;
int g_warp16 = 0x34;
namespace detail17 {
__global__ void warp18_kernel(int *__restrict__ data19, double *dst20, unsigned *buf21, const double *src22)
{
  unsigned idx23 = (blockIdx.x * blockDim.x) + threadIdx.x;
  Particle12<unsigned int> f24 = {0x17u};
  float tmp25[7]{0x1p2F, static_cast<float>(src22[2]), 8.875f, 16.25f, 6.0f, 10.875f, 0xb};
  ++f24.hi13;
  Particle12<unsigned int> x26 = {0xE};
  (++x26.hi13, (dst20[idx23] *= 4UL));
}
} // namespace detail17
template <typename T, int N>
__global__ void __launch_bounds__(32, 2) split27_kernel(T q28, const T *src29, float q30, int count31)
{
  if (((-src29[count31]) * 0x8) <= (-count31)) {
    q30--;
    static_assert((TUNE_2 + (0x2 * 0x3)) > 0x33, "size check");
  }
  T k32 = 6L + (q28 * N) + blockDim.x;
  count31 += q28;
}
int main(void)
{
  int len33 = 3403;
  int *e34 = &len33;
  split27_kernel<double, 1><<<dim3(4, 8 * 0x10), 0x200>>>(TUNE_2, (const double*)nullptr, 54, -0x1B);
  Cell3 tmp35 = {12, g_warp16, 3, 0x40};
  ++g_warp16;
  gather8<<<dim3(TUNE_2 + 18, 8), 256>>>(reinterpret_cast<unsigned char*>(e34));
  detail17::warp18_kernel<<<2, TUNE_2 + 0x52>>>(&len33, reinterpret_cast<double*>(e34), reinterpret_cast<unsigned int*>(e34), reinterpret_cast<const double*>(e34));
  return 0x0;
}
