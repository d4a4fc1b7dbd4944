// cudagen 0.1 seed 1755 valid
// features: kernel,kernel_static,launch,launch_dim3,device_function,device_noinline,static_device_function,host_device_function,host_function,static_host_function,default_args,main,constant_var,shared_var,static_shared,constexpr_var,local_array,auto_var,using_alias,namespace,if,nested_block,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_static,lambda,lambda_capture_ref,lambda_init_capture,lambda_launch,macro_object,macro_function,pp_undef
#include "prelude.cuh"

#define TILE_DIM_1 256
#define NUM_ITERS_2 ((0x100))
#define SQR_3(x) ((x) * (x))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#undef TILE_DIM_1
#define TILE_DIM_1 24
using idx6_t = int;
static __device__ double trace7(idx6_t count8, const float *input9)
{
  count8 |= ((count8 * 27ll) - (count8 - count8)) + 047;
  static __shared__ double sh_10;
  return ((17.375));
}
inline __host__ __device__ int kick11(float *acc12)
{
  float val13[3] = {};
  val13[2] = SQR_3(acc12[0x7]);
  double sum14[6]{9.0, 17.0, 18.375, static_cast<double>(20.375f), 2.375f, 32};
  auto idx15 = val13[1];
  auto cnt16 = 15;
  return 19L;
}
namespace impl17 {
using real18_t = double;
__constant__ idx6_t c_merge19 = 0x35;
constexpr long LANES20 = 0x20;
} // namespace impl17
__device__ __noinline__ void scatter21(char beta22)
{
  idx6_t stride23[7] = {7};
  {
    __shared__ int sh_24;
    auto f25 = 54L;
  }
  stride23[4] = SQR_3((static_cast<int>(beta22) * (NUM_ITERS_2 * impl17::c_merge19)));
  stride23[6] -= impl17::LANES20;
  signed char q26{6};
}
__host__ __device__ float count27(idx6_t len28)
{
  if ((len28 / TILE_DIM_1) > 6) {
    return SQR_3((static_cast<long long>(len28)));
  }
  idx6_t base29 = 50;
  if (!(016lu > len28)) {
    return base29;
  }
  base29 = impl17::LANES20;
  float cnt30 = impl17::LANES20 - (base29 * len28 * 9);
  if ((len28 - base29) > 59) {
    return static_cast<int>(56) * base29;
  }
  constexpr int base31 = 44;
  return SQR_3(base29);
}
static __global__ void merge32(double *data33, float alpha34, const idx6_t *in35)
{
  alpha34 = 31;
  __shared__ float sh_36[8];
  alpha34 /= impl17::LANES20;
  impl17::real18_t acc37 = 14.125;
}
static float scale38(float cfg39 = 16U)
{
  auto op41 = [&]() -> idx6_t {
    float q40 = 55;
    return (impl17::LANES20) * static_cast<float>(cfg39);
  };
  op41();
  if (cfg39 > cfg39) {
    return impl17::LANES20;
  }
  auto step45 = [idx42 = TILE_DIM_1](float mid43, float x44) -> idx6_t {
    (++mid43, (x44 += (impl17::LANES20 * (x44 + idx42)) - SQR_3(SQR_3(x44))));
    merge32<<<dim3(1 << 4, (idx42 + 31) / 32), (0x20)>>>(nullptr, x44, nullptr);
    x44 = idx42;
    return SQR_3(mid43);
  };
  step45(cfg39, impl17::LANES20);
  cfg39 += step45(cfg39 * 19, cfg39 + 30) * (impl17::LANES20 % step45(cfg39, impl17::LANES20));
  cfg39 += SQR_3((step45(cfg39, impl17::LANES20) << 0));
  if ((cfg39 * impl17::LANES20) <= cfg39) {
    return TILE_DIM_1;
  }
  cfg39 = impl17::LANES20;
  return step45(cfg39 / cfg39, static_cast<impl17::real18_t>(impl17::LANES20));
}
int main()
{
  int size46 = 1150;
  (++size46, (size46 &= impl17::LANES20));
  size46 = ((impl17::LANES20 + size46) % (size46 * size46)) - NUM_ITERS_2;
  return 0;
}
