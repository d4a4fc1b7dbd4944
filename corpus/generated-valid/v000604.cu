// cudagen 0.1 seed 604 valid
// features: kernel,launch,launch_shared_mem,builtin_vars,host_device_function,default_args,main,shared_var,extern_shared,constexpr_var,static_local,typedef,namespace,nested_namespace,if,goto,static_assert,ternary,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_nullptr,cast_functional,sizeof,alignof,macro_object,macro_function,pp_if
#include "prelude.cuh"

#define BLOCK_SIZE_1 256
#define MOD8_2(x) ((x) % 8)
#define LOW_BITS_3(x) ((x) & 0xF)
#if BLOCK_SIZE_1 > 52
#define CONFIG_4 8
#elif BLOCK_SIZE_1 < 0
#error unreachable configuration
#else
#define CONFIG_4 15
#endif

namespace detail5::v6 {
typedef int idx7_t;

__host__ __device__ double grow8(detail5::v6::idx7_t len9, detail5::v6::idx7_t len10 = 45UL) {
  len9 = 6;
  len9 = LOW_BITS_3(short(len9 + 32L));
  len10 = sizeof(long long);
  --len10;
  len10 = len9 * (0x39 * len10);
  return (((len10 += len9, 0x28l) >= 44) && ((len9 != 10) && (len10 > len10))) ? 11 : LOW_BITS_3(len10);
}

__global__ void fold11_kernel(unsigned int *buf12) {
  extern __shared__ int dyn_13[];
  if ('A' == (dyn_13[5] | dyn_13[blockDim.x & 7]))
    return;
  buf12[threadIdx.x]++;
  if (dyn_13[blockDim.x] != dyn_13[blockDim.z]) {
    goto finish14;
  }
  if (!(dyn_13[threadIdx.y & 7] >= dyn_13[blockIdx.y & 0x7]))
    return;
  static_assert(sizeof(int) == 4, "tile must fit");
  dyn_13[5] = ((29L * dyn_13[blockDim.z]) | (buf12[0x7] & 027l)) + alignof(double);
finish14:;
}
} // namespace detail5::v6

int main(void) {
  int count15 = 0x2c3;
  count15 = CONFIG_4;
  count15 = count15;
  static bool lo16 = 0;
  detail5::v6::fold11_kernel<<<8, CONFIG_4 + (CONFIG_4 + 112), 1024>>>(nullptr);
  return 0;
}
