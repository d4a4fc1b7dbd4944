// cudagen 0.1 seed 336 invalid:device_var_access_in_host
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,static_host_function,main,constexpr_var,local_array,static_local,namespace,if,for,pragma_unroll,bitwise,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,alignof,lambda,macro_object,pp_if
#include "prelude.cuh"

#define WARPS_1 32
#if WARPS_1 % 2 == 0 || WARPS_1 < 4
#define CONFIG_2 7
#else
#define CONFIG_2 27
#endif
template <typename T>
__global__ void drift3_kernel(const T *coef4) {}
namespace ops5 {
float check_weigh6(const size_t *coef7) {
  if ((coef7[1] & 0x1))
    return WARPS_1;
  drift3_kernel<int><<<dim3((64)), 128, sizeof(unsigned int) * (CONFIG_2 + (WARPS_1 + (WARPS_1 + (CONFIG_2 + (CONFIG_2 + 939)))))>>>(reinterpret_cast<const int*>(coef7));
  if ((*coef7) >= (*coef7))
    return (unsigned int)(*coef7);
  unsigned int idx8 = int(310U);
  return alignof(int);
}
__global__ void reduce9_kernel(float *out10, double *out11) {
  constexpr float cnt12 = -6.5f;
  #pragma unroll 8
  for (int j13 = 0; j13 < 2; j13++) {
    int stride14[3]{0, 44, 9};
  }
  int h15[5]{-012, static_cast<int>(46), 0x1Eu, static_cast<int>(CONFIG_2), -49};
  h15[0] = static_cast<int>(static_cast<int>(*out11));
}
} // namespace ops5
static int probe16(char *dst17, int stride18) {
  const double *lim19 = reinterpret_cast<const double*>(dst17);
  for (int n20 = 0; n20 < (11); n20++)
    ops5::check_weigh6(reinterpret_cast<const size_t*>(lim19));
  if (((stride18 % dst17[stride18]) & 1)) {
    for (int n21 = 0; n21 < (6); n21 += 1)
      stride18 = ops5::check_weigh6(static_cast<const size_t*>(nullptr));
    ops5::reduce9_kernel<<<512, CONFIG_2 + 0x79>>>(reinterpret_cast<float*>(dst17), reinterpret_cast<double*>(dst17));
  }
  return 22;
}
__device__ int d_shadow26 = 4;
int main() {
  int count22 = 07451;
  d_shadow26 = count22;
  drift3_kernel<long><<<dim3((512), (count22 + 0x3F) / 64, (count22 + 255) / 0x100), 32, 0x0, nullptr>>>(nullptr);
  for (int i23 = 0xF; i23 > 0x0; --i23) {
    auto step24 = []() {};
    step24();
    static short res25 = 48;
  }
  drift3_kernel<int><<<dim3(0x4 * 0x2, 128 * 4), sizeof(int) * WARPS_1>>>(nullptr);
  return 0;
}
