// cudagen 0.1 seed 355 invalid:void_variable
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_dim3,builtin_vars,main,constexpr_var,auto_var,enum_class,namespace,nested_namespace,if,for,switch,goto,nested_block,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,pp_ifdef,pp_undef
#include "prelude.cuh"

#ifdef USE_FAST_PATH_1
#define TUNE_2 15
#else
#define TUNE_2 60
#endif
#undef TUNE_2
#define TUNE_2 48

__global__ void norm3_kernel(float a4)
{
  a4 *= a4;
  auto s5 = a4;
  a4 += (warpSize & (39 + blockIdx.x)) - (2 * a4 * (threadIdx.z));
  if (a4 >= 0b101001)
    return;
  s5 = (7 & threadIdx.x) * (s5 - 8);
  s5 -= a4;
  s5 /= TUNE_2 ^ ((threadIdx.z * 4ULL) + (49 + warpSize));
}

namespace impl6 {
template <typename T, typename U>
__global__ void march7_kernel(const T *coef8, int lane9, int count10, U *__restrict__ buf11)
{
  unsigned gid12 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (gid12 >= lane9)
    return;
  auto sum13 = *coef8;
  auto h14 = 21 - sum13;
  double w15 = coef8[6];
  if ((+w15) != lane9) {
    goto out16;
  }
  if ((static_cast<short>(count10) & 1))
    return;
  w15++;
out16:;
}
} // namespace impl6

namespace ops17::sub18 {
enum class Axis19 {
  Low20,
  Blue21,
  Blue22,
  Low23 = 4,
  Off24
};
} // namespace ops17::sub18

template <class T>
__global__ void __launch_bounds__(4 * 0b1000) clamp25_kernel(T *buf26, const int *input27, float a28, int stride29)
{
  int gid30 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (gid30 >= stride29)
    return;
  stride29 %= -0x34;
  --a28;
  bool e31 = stride29;
  if (stride29 >= stride29) {
    goto done32;
  }
  {
    switch (stride29) {
    case 1:
      break;
    default:
      if (e31)
        break;
      break;
    }
    --stride29;
  }
done32:;
}

int main(void)
{
  int n33 = 0xB98;
  void nothing36;
  n33 = (50ll & (n33 | n33)) + TUNE_2;
  for (int j34 = 0; j34 < n33; j34++) {
    ops17::sub18::Axis19 stride35 = ops17::sub18::Axis19::Off24;
  }
  (++n33, (n33 -= n33));
  norm3_kernel<<<dim3((1), 1, 32), 256>>>(TUNE_2);
  impl6::march7_kernel<unsigned, unsigned><<<16, dim3(128, 1, (n33 + 127) / 0x80)>>>((const unsigned*)nullptr, 9L, (TUNE_2 | n33) - n33, static_cast<unsigned*>(nullptr));
  clamp25_kernel<unsigned><<<dim3((n33 + 63) / 64), dim3(0x100, sizeof(int) * (TUNE_2 + 80))>>>(nullptr, &n33, TUNE_2 - (n33 | 0x3L), (n33 == n33) ? static_cast<long>(3354) : ((52 > n33) ? TUNE_2 : n33));
  return 0;
}
