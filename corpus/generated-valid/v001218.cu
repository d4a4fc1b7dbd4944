// cudagen 0.1 seed 1218 valid
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,extern_shared,constexpr_var,local_array,enum_class,for,shift,comma,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,cast_c,cast_static,macro_object,macro_stringize,macro_paste
#include "prelude.cuh"

#define WARPS_1 4
#define RADIUS_2 ((WARPS_1 + 28) * (WARPS_1))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

static __global__ void filter6(int count7) {
  extern __shared__ int dyn_8[];
  int idx9 = (blockIdx.x * blockDim.x) + threadIdx.x;
  unsigned h10 = 6ULL;
  h10 = CAT_5(h, 10) * (RADIUS_2 + h10) * idx9;
  unsigned long lim11[0x2] = {7ul, 30};
  unsigned int diff12 = 85lu + dyn_8[0] + static_cast<float>(blockDim.x);
  h10 = lim11[count7];
  lim11[count7] = ((float)(10.625f - lim11[0])) * gridDim.x;
  int cnt13 = -3964;
}
enum class Mode14 : unsigned char { Off15 = 2, High16, Fast17 };

int main() {
  int count18 = 0xA63;
  filter6<<<(count18 + 127) / 128, 256>>>((0x3E) - count18);
  for (int j19 = 0, j20 = count18; j19 < j20; (++j19, (--j20))) {
    count18 = (static_cast<unsigned int>(RADIUS_2) - j20) >> j20;
    const char *t21 = STR_4(x + 1);
    filter6<<<dim3(0b1, 0x2), 128 * WARPS_1, WARPS_1 + 4092, 0>>>(3053 - j19);
  }
  return 0;
}
