// cudagen 0.1 seed 359 valid
// features: kernel,launch,launch_shared_mem,launch_stream,host_function,default_args,main,constant_var,constexpr_var,local_array,const_local,enum_class,if,for,pragma_unroll,goto,ternary,bitwise,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_functional,cast_static,sizeof,macro_object,macro_function,pp_ifdef,pp_if
#include "prelude.cuh"

#define BLOCK_SIZE_1 5
#define WARPS_2 256
#define RADIUS_3 64
#define MOD8_4(x) ((x) % 8)
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 13
#else
#define TUNE_6 17
#endif

#if WARPS_2 % 2 == 0 || WARPS_2 < 4
#define CONFIG_7 8
#else
#define CONFIG_7 13
#endif
enum class Level8 : int {
  Off9,
  Fast10,
  Blue11,
  Idle12,
  Add13
};

__global__ void gather14_kernel(const int* in15, long beta16, int lane17)
{
  const int idx18 = lane17;
  if (beta16 == idx18) {
    goto skip21;
  }
  #pragma unroll 2
  for (int n19 = 0; n19 < 0x4; n19++) {
    unsigned int prod20[2] = {};
  }
  lane17 = static_cast<int>(62) / idx18;
skip21:;
}
__constant__ long c_stencil22 = (36);

inline int check_fuse23(int n24, int stride25)
{
  if (MOD8_4(stride25) >= sizeof(int)) {
    goto finish26;
  }
  if (0x23 >= (stride25 * TUNE_6)) {
    return n24 ? 53 : 3U;
  }
  gather14_kernel<<<(128), 0100>>>(&n24, RADIUS_3, n24);
finish26:;
  return RADIUS_3 % stride25;
}

float run_blend27(int* data28, double p29, float p30 = 23.5F)
{
  data28[5] = p30;
  signed char lo31 = check_fuse23(check_fuse23(MOD8_4(data28[1]), sizeof(unsigned char)), MOD8_4(data28[0x4] - 3));
  gather14_kernel<<<0x4, 32, sizeof(double) * 0200, (cudaStream_t)0>>>(data28, '0', 0x1176 - p29);
  check_fuse23(MOD8_4(lo31) % 61l, lo31);
  p30 = *data28;
  return data28[lo31];
}

int main()
{
  int size32 = 3754;
  check_fuse23(size32, ' ');
  if (check_fuse23(size32, 051) == 0b10111) {
    return (size32 >= size32) ? 48ul : (49 * size32);
  }
  gather14_kernel<<<RADIUS_3 + (CONFIG_7 + (CONFIG_7 + 48)), 128, sizeof(int) * 128, 0>>>(&size32, size32 - 7, size32 + size32);
  size32 = (RADIUS_3 % size32) + (size32 % check_fuse23(size32, 53));
  gather14_kernel<<<(size32 + 0177) / 128, 512>>>(nullptr, float(size32), (25 - size32) & check_fuse23(-2065, size32));
  double flag33 = +size32;
  return 0;
}
