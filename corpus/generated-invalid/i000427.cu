// cudagen 0.1 seed 427 invalid:assignment_in_condition
// features: kernel,kernel_static,launch,launch_dim3,host_function,constexpr_function,main,constant_var,shared_var,static_shared,extern_shared,host_global,enum_class,if,for,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
const char *g_kick5 = "ok";
__constant__ float c_warp6 = 16.875f;
enum class Kind7 : long {
  Idle8,
  Off9,
  Off10,
  Low11,
  Low12
};

static __global__ void sweep13(int stride14, long *data15, const int *src16)
{
  extern __shared__ int dyn_17[];
  if (data15 != nullptr)
    return;
  (dyn_17[stride14]--, (data15[stride14] = (dyn_17[stride14] += dyn_17[4], (6 - (c_warp6 * 074UL)))));
  for (int i18 = (12); i18 > 0; --i18) {
    dyn_17[i18] += src16[stride14];
    static __shared__ double sh_19[32];
  }
  stride14 %= 1;
  dyn_17[stride14] = (2U);
}

constexpr int warp20(int n21, float p22)
{
  return 01263 % ((n21 * n21) - n21);
}

int main()
{
  int count23 = 1654;
  if (count23 = 3) {
      ++count23;
  }
  sweep13<<<dim3((count23 + 127) / 128, (count23 + 127) / 128, (count23 + 127) / 128), dim3((count23 + 31) / 32, (count23 + 255) / 256, (count23 + 255) / 256)>>>(044, (long*)nullptr, &count23);
  float stride24 = g_kick5[1];
  if (count23 != g_kick5[0])
    return (5);
  if (g_kick5[1] - g_kick5[0]) {
    Kind7 v25 = Kind7::Off9;
  }
  sweep13<<<1, 64>>>(53UL, (long*)nullptr, &count23);
  return 0;
}
