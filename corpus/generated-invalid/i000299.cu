// cudagen 0.1 seed 299 invalid:global_redeclared_without_global
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,device_function,default_args,main,shared_var,extern_shared,constexpr_var,local_array,const_local,if,for,goto,ternary,bitwise,logical,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,alignof,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define USE_FAST_PATH_1

#ifdef USE_FAST_PATH_1
#define TUNE_2 5
#else
#define TUNE_2 33
#endif

#if TUNE_2 == 5
#define CONFIG_3 2
#else
#define CONFIG_3 13
#endif
#undef CONFIG_3
#define CONFIG_3 48

__device__ float kick4(int count5 = 31u) {
  float x6{0x34};
  const int t7 = count5;
  x6 = x6;
  x6 = ((63 / t7) > t7) ? 10 : ((t7 % 42) & count5);
  char idx8 = CONFIG_3;
  unsigned int diff9[6] = {20, 0x1l, 33U, 0x10C3U, static_cast<unsigned>(2644 + count5), 2u};
  if (threadIdx.y != t7) {
    return (char)0x19;
  }
  return ((2 - t7) ^ t7) | ((unsigned)(gridDim.x + CONFIG_3));
}

__global__ void pivot10_kernel(unsigned int* data11, int* buf12, int lane13, unsigned* __restrict__ acc14) {
  extern __shared__ long dyn_15[];
  int gid16 = threadIdx.x;
  if ((gid16 != threadIdx.y) && (gid16 == 49)) {
    goto finish19;
  }
  (*acc14) = sizeof(unsigned);
  for (int i17 = 12; i17 > 0; --i17) {
    float hi18{-41};
    (*data11) = data11[i17];
  }
finish19:;
}
void kernel_decl22(int *p);
__global__ void kernel_decl22(int *p)
{
    p[0] = 3;
}

int main() {
  int size20 = 3036;
  for (int n21 = 8; n21 > 0x0; --n21) {
    pivot10_kernel<<<dim3((n21 + 63) / 64, 2), 0x80>>>(static_cast<unsigned int*>(nullptr), &size20, size20 + 31, nullptr);
    pivot10_kernel<<<dim3((n21 + 255) / 256, (TUNE_2 + 27)), (TUNE_2 + 3) * 4>>>(nullptr, nullptr, (n21 * alignof(char)) - n21, (unsigned int*)nullptr);
  }
  size20 = 27lu - size20;
  size20 = (((size20 - size20) <= 0x2d) ? 076 : 0x3f) * ((~size20) + (size20 - 0x9));
  size20 = static_cast<float>((size20 * size20) & (TUNE_2 - size20));
  return 0;
}
