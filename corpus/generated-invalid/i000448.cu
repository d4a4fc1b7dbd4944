// cudagen 0.1 seed 448 invalid:kernel_variadic
// features: kernel,launch_bounds,launch,launch_shared_mem,launch_stream,device_function,main,constant_var,constexpr_var,if,while,do_while,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_string,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_object,pp_if
#include "prelude.cuh"

#define RADIUS_1 32
#define WARPS_2 128
#define WARPS_3 4
#if WARPS_3 % 2 == 0 || WARPS_3 < 4
#define CONFIG_4 6
#elif WARPS_3 < 0
#error unreachable configuration
#else
#define CONFIG_4 19
#endif
__constant__ int c_stencil5 = CONFIG_4 + (RADIUS_1 + 21);
__device__ unsigned short shade6(unsigned b7, unsigned long *out8)
{
  int pass9 = 0;
  while (pass9 < pass9) {
    b7 *= WARPS_2;
    ++pass9;
  }
  constexpr unsigned val10 = 33;
  float k11 = *out8;
  long lo12(-0x36);
  return WARPS_2;
}
__global__ void __launch_bounds__((0x400), WARPS_3) march13_kernel(int count14, int *out15)
{
  int pass16 = 0;
  do {
    if (!out15) {
      return;
    }
    (count14++, ((*out15) = shade6(RADIUS_1, (size_t*)nullptr)));
    ++pass16;
  } while (pass16 < 11);
}
__global__ void variadic_kernel19(int n, ...)
{
}
int main()
{
  int size17 = 2883;
  if ((size17 * size17) != size17) {
    return size17;
  }
  const char *hi18 = "path\\to";
  march13_kernel<<<(size17 + 0x3F) / 0b1000000, 128, sizeof(double) * 128, nullptr>>>(hi18[0], nullptr);
  march13_kernel<<<0x8, 0b100000>>>(51, (int*)nullptr);
  size17 |= size17;
  march13_kernel<<<CONFIG_4 + 0x3A, 64>>>((size17 - hi18[0]) * RADIUS_1, nullptr);
  return 0;
}
