// cudagen 0.1 seed 762 valid
// features: kernel,maxnreg,launch,launch_dim3,device_function,device_noinline,static_device_function,main,shared_var,extern_shared,constexpr_var,if,ternary,compound_assign,bitwise,shift,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_static,lambda,lambda_capture_value,macro_object,macro_paste,pp_if,comments
#include "prelude.cuh"

#define WARPS_1 4
#define WARPS_2 5
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
#if WARPS_2 == 5
#define CONFIG_6 3
#elif WARPS_2 < 0
#error unreachable configuration
#else
#define CONFIG_6 29
#endif
// Returns the accumulated value.

static __device__ __noinline__ float scale7(int* acc8) {
  unsigned x9 = acc8[0x7];
  float e10 = x9;
  __shared__ float sh_11[8];
  return 16.0f;
}

__global__ void __maxnreg__(32) decay12_kernel(float cfg13, int n14, int lane15, int* buf16) {
  extern __shared__ int dyn_17[];
  int z18 = 3105u;
  if (dyn_17[6] != z18)
    return;
  n14 %= (((z18 - dyn_17[7]) - (0x1124U + CAT_5(lane, 15))) != CAT_5(z, 18)) ? ((n14) + (CAT_5(z, 18) << 1)) : CONFIG_6;
  int hi19{static_cast<int>(5U)};
}

int main() {
  int size20 = 427;
  if ((size20 + 33ul) != WARPS_2)
    return size20;
  auto step23 = [=]() -> int {
    int idx21 = static_cast<unsigned int>((size20)) % (0x15 * (size20 - size20));
    float h22 = (16.375F);
    return 1;
  };
  step23();
  float q24(CAT_5(size, 20));
  float q25{static_cast<float>(CONFIG_6)};
  decay12_kernel<<<1 << (WARPS_2 + WARPS_1), dim3(WARPS_2 + CONFIG_6)>>>(WARPS_1, ((size20 < size20) ? 11u : 46u) * (CONFIG_6 - q24), q24, static_cast<int*>(nullptr));
  return 0;
}
