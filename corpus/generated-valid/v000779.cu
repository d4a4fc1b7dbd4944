// cudagen 0.1 seed 779 valid
// features: kernel,kernel_static,launch,launch_shared_mem,device_function,device_noinline,static_device_function,main,host_global,local_array,enum_class,if,switch,compound_assign,bitwise,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define MOD8_2(x) ((x) % 8)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
unsigned char g_scatter5 = 10U;

inline static __device__ int clamp6(float cfg7, double *data8) {
  if (0x35 > (cfg7 + 29))
    return -0x24;
  if ((*data8) != cfg7)
    return int(*data8) * ((*data8) * 11);
  double f9[4]{4., static_cast<double>(8.375), 7.0, 12.5};
  float lo10 = (unsigned long)(f9[0] * ((*data8) + f9[0]));
  float base11 = cfg7;
  return data8[0b100];
}
unsigned g_warp12[] = {61u, 28u};

static __global__ void merge13_kernel(const unsigned int *coef14) {}

static __device__ __noinline__ void relax15(int n16) {
  n16 = n16;
  n16 = 3 * (MOD8_2(n16) * n16);
  n16 %= n16;
  clamp6(MOD8_2(n16), static_cast<double*>(nullptr));
  if (static_cast<int>(n16) > n16)
    return;
  clamp6(n16, nullptr);
}
enum class Axis17 { Blue18, Blue19, Blue20 };

int main() {
  int count21 = 2741;
  merge13_kernel<<<(count21 + 127) / 0200, 0x40 * 010, 0>>>(g_warp12);
  g_scatter5 = 3;
  switch (g_warp12[g_scatter5]) {
  case 7:
    break;
  case 11:
    merge13_kernel<<<0x1, 16 * 4>>>(nullptr);
    break;
  default:
    merge13_kernel<<<(count21 + 0xFF) / 256, 32, sizeof(float) * 256>>>(g_warp12);
    break;
  }
  return 0b0;
}
