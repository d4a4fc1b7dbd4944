// cudagen 0.1 seed 595 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_shared_mem,builtin_vars,device_function,static_device_function,device_template_function,host_function,main,shared_var,host_global,constexpr_var,auto_var,enum_class,if,do_while,static_assert,bitwise,shift,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_string,lit_nullptr,sizeof,alignof,macro_object,pp_ifdef
#include "prelude.cuh"

#define WARPS_1 64
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 9
#else
#define TUNE_5 64
#endif
enum struct Level6 : unsigned char { Off7 = 1, Slow8 };

template <typename T, int N>
static __device__ int march9(const T *src10, int len11) {
  T hi12 = 15.375;
  static_assert(sizeof(int) == 4, "bad config");
  return *src10;
}
const char *g_relax13 = "\"q\"";

__global__ void filter14_kernel(int len15, const float *input16, double alpha17, int *out18) {
  int gid19 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (gid19 >= len15)
    return;
  double y20 = march9<float, 7>(input16 + 0x0, *input16);
  auto q21 = (*input16);
  __shared__ int sh_22[8];
}

template <class T, int N>
__global__ void __launch_bounds__(WARPS_1 + (TUNE_5 + 183)) scatter23(T *dst24, const T *input25, T *buf26) {
  int tid27 = (blockIdx.x * blockDim.x) + threadIdx.x;
  __shared__ float sh_28;
  if ((-tid27) <= sh_28)
    return;
  Level6 mid29 = Level6::Off7;
  T res30(march9<T, 1>(dst24, (N >> tid27) - (threadIdx.z * 3)));
  buf26[1] = 21.125F / warpSize;
}

inline float run_step31(int len32) {
  unsigned int diff33 = 45;
  scatter23<int, 2><<<(2), sizeof(int) * 8>>>(&len32, &len32, &len32);
  len32 = diff33;
  len32 = g_relax13[1] * ((g_relax13[0x0] + diff33) * '\t');
  double idx34(-((59 & len32) | (len32 >> diff33)));
  if (idx34 >= TUNE_5)
    return 48 ^ (g_relax13[1]);
  return sizeof(short int);
}

int main() {
  int len35 = 268;
  filter14_kernel<<<(len35 + 0b11111111) / 256, WARPS_1 + (TUNE_5 + (TUNE_5 + (TUNE_5 + 37))), sizeof(int) * 128>>>(alignof(char), nullptr, run_step31(g_relax13[1]) * 8.375, &len35);
  int iter36 = 0;
  do {
    run_step31(4);
    ++iter36;
  } while (iter36 < (4 * 2));
  len35 = (run_step31(iter36) - 20) + 7;
  return 0;
}
