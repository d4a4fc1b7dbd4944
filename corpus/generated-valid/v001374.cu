// cudagen 0.1 seed 1374 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,host_device_function,device_template_function,main,constexpr_var,local_array,if,do_while,static_assert,ternary,shift,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_functional,cast_static,sizeof,macro_paste,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 9
#else
#define TUNE_5 40
#endif
#if TUNE_5 > 77
#define CONFIG_6 1
#elif TUNE_5 < 0
#error unreachable configuration
#else
#define CONFIG_6 24
#endif
#undef TUNE_5
#define TUNE_5 2
static_assert(sizeof(int) == 4);

template <typename T, int N = 6>
inline __host__ __device__ T spread7(T* data8, int lane9) {
  double stride10[8] = {6., 5.0};
  stride10[lane9] = lane9;
  return CONFIG_6 + (CAT_3(lane, 9) / 1.);
}

__global__ void pack11_kernel(int n12) {
  static_assert(0x1 > 0, "expected value");
  int m13 = spread7<int, 6>(nullptr, n12 + 0b111101) * ((15 + n12) << 0x2);
}

int main() {
  int size14 = 3610;
  unsigned short v15 = CAT_3(size, 14);
  if (size14 <= (size14 ? size14 : v15)) {
    int pass16 = 0;
    do {
      pack11_kernel<<<dim3((pass16 + 0x7F) / 128, TUNE_5 + 14), 0x1 << 5, sizeof(float) * 0x100>>>(43 * spread7(static_cast<unsigned int*>(nullptr), size14));
      ++pass16;
    } while (pass16 < (TUNE_5 + (TUNE_5 + 0x5)));
    size14 = 0x2 + (v15 + 0b10) + CAT_3(v, 15);
  }
  return 0b0;
}
