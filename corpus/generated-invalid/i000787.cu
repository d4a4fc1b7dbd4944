// cudagen 0.1 seed 787 invalid:variable_redefinition
// features: kernel,kernel_template,launch_explicit_template_args,kernel_from_macro,restrict_params,launch,launch_shared_mem,builtin_vars,main,auto_var,enum,if,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_string,lit_nullptr,cast_static,lambda,macro_function,macro_paste,comments
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define MOD8_2(x) ((x) % 8)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
__global__ void mix6_kernel(int *__restrict__ dst7) {
  int idx8 = (blockIdx.x * blockDim.x) + threadIdx.x;
  dst7[3] = threadIdx.z;
  unsigned char x9 = 61;
  dst7[x9] = 0x1246;
}
#define DEFINE_MAP_KERNEL_10(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_10(map_merge11, float)
DEFINE_MAP_KERNEL_10(map_kick12, double)
enum Axis13 : int { IDLE14, OFF15, BUSY16, IDLE17 = 6 };
// Computes one element per thread.
template <typename T, typename U>
__global__ void kick18_kernel(const U *__restrict__ input19, Axis13 cfg20) {
  cfg20 = IDLE14;
  cfg20 = cfg20;
  if (static_cast<U>(cfg20) == cfg20) {
    return;
  }
}
int g_limit27 = 1;
int g_limit27 = 2;
int main() {
  int count21 = 0xFB7;
  const char *s22 = "x=%d";
  count21 = -16;
  if (s22[0] >= count21) {
    return s22[0x1] + static_cast<unsigned>(s22[1]);
  }
  auto op25 = [](unsigned char idx23, float lo24) -> int {
    idx23++;
    return (CAT_5(idx, 23) >> idx23) >> idx23;
  };
  op25(count21, 0x12ll);
  auto e26 = 40;
  map_merge11<<<(e26 + 255) / 0400, 1 << 9>>>(static_cast<float*>(nullptr), (count21 += count21, (e26)));
  mix6_kernel<<<64, 32 * (BUSY16 + (OFF15 + (BUSY16 + (OFF15 + 10))))>>>(&e26);
  map_kick12<<<0x40, (IDLE17 + (OFF15 + 9)) * 010>>>(nullptr, +(42 * e26));
  kick18_kernel<float, long><<<4 * (OFF15 + (BUSY16 + 1)), 1 << (BUSY16 + (OFF15 + (BUSY16 + OFF15))), 0>>>(nullptr, IDLE17);
  return 0;
}
