// cudagen 0.1 seed 171 valid
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,launch_stream,main,device_var,shared_var,constexpr_var,enum,if,if_else,for,ternary,bitwise,shift,comparison,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_float,lit_nullptr,cast_static,sizeof,macro_object,pp_ifdef,pp_if
#include "prelude.cuh"

#define RADIUS_1 32
#define NUM_ITERS_2 128

#ifdef USE_FAST_PATH_3
#define TUNE_4 10
#else
#define TUNE_4 32
#endif
#if RADIUS_1 % 2 == 0 || RADIUS_1 < 4
#define CONFIG_5 2
#elif RADIUS_1 < 0
#error unreachable configuration
#else
#define CONFIG_5 28
#endif
enum Color6 { LOW7, IDLE8, SLOW9 };

__global__ void sweep10(const double *input11)
{
  if (!input11) {
    __shared__ int sh_12[256];
  } else {
  }
}
enum Kind13 { LOW14, SLOW15 = 3, SLOW16 };
__device__ float d_weigh17 = -3.0f;

static __global__ void scale18_kernel(const double *src19)
{
  for (int it20 = 0, j21 = 3; it20 < j21; (++it20, (--j21))) {
    int prod22 = src19[it20];
  }
  d_weigh17 = NUM_ITERS_2;
  d_weigh17 = *src19;
  d_weigh17 = d_weigh17;
  d_weigh17 = (src19[0]);
  d_weigh17 = src19[7] * (d_weigh17 += *src19, 33);
}

int main(void)
{
  int size23 = 0x62d;
  size23 = 057;
  if (((size23 >= size23) ? size23 : LOW14) >= size23)
    return ~(CONFIG_5 * size23);
  sweep10<<<dim3((size23 + 255) / 256, (size23 + 127) / 128), 1 << 0x6, sizeof(int) * 0100, nullptr>>>(nullptr);
  scale18_kernel<<<dim3(4, (size23 + 0x1F) / 32, (size23 + 127) / 128), dim3(2, 0x1), sizeof(float) * 64, nullptr>>>(static_cast<const double*>(nullptr));
  return 0x0;
}
