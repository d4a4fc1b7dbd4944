// cudagen 0.1 seed 316 invalid:launch_bounds_on_device_function
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,host_function,main,constexpr_var,local_array,enum_class,anon_namespace,if,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_paste,pp_ifdef,pp_undef
#include "prelude.cuh"

#define BLOCK_SIZE_1 32
#define CAT_2(a, b) a##b

#ifdef USE_FAST_PATH_3
#define TUNE_4 12
#else
#define TUNE_4 37
#endif
#undef TUNE_4
#define TUNE_4 24

namespace {
__global__ void pack5_kernel(double cfg6, int *dst7, const int *__restrict__ in8) {
  float base9 = ((BLOCK_SIZE_1 * dst7[0]) / TUNE_4) - blockIdx.x;
  cfg6 /= 18.75F;
  --cfg6;
}
enum class Color10 { Busy11, Idle12, Add13, Slow14 = 8 };
enum class Mode15 : unsigned char { On16, High17, Add18 };
} // namespace
enum class Color19 { Mul20 = 1, Mul21 = 3 };
enum class Color22 : long { Idle23 = 1, Idle24, Off25 = 7, Red26 };

__global__ void weigh27(int *__restrict__ dst28) {
  int i29 = (blockIdx.x * blockDim.x) + threadIdx.x;
  double k30[2]{6.0, '0'};
  ++k30[1];
  unsigned int mid31 = gridDim.y;
  Mode15 stride32 = Mode15::On16;
  if (((i29 == i29) ? sizeof(int) : k30[blockDim.x & 1]) < TUNE_4)
    return;
}

long check_fuse33(short p34, float cfg35) {
  p34--;
  int hi36 = sizeof(unsigned int);
  int lo37[6]{26, hi36, 15, static_cast<int>(cfg35), 1396, static_cast<int>(cfg35)};
  ++cfg35;
  weigh27<<<(hi36 + 31) / 32, 64>>>(&hi36);
  return BLOCK_SIZE_1;
}
__device__ int __launch_bounds__(256, 2) bounded_helper39(int x)
{
    return x + 1;
}

int main() {
  int n38 = 3626;
  n38 += 0b1001U;
  n38 = 8;
  pack5_kernel<<<BLOCK_SIZE_1, 256>>>(n38 + (n38 + n38), &n38, &n38);
  pack5_kernel<<<(n38 + 31) / 32, 1 << 6>>>(((short)2u) & (n38 % n38), &n38, (const int*)nullptr);
  weigh27<<<4 * 16, dim3((n38 + 63) / 64, 4 * 0b10000)>>>(&n38);
  return 0;
}
