// cudagen 0.1 seed 1152 valid
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,launch,launch_shared_mem,builtin_vars,main,constexpr_var,enum_class,if,switch,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,pp_ifdef,pp_undef
#include "prelude.cuh"

#define WARPS_1 16
#define WARPS_2 8
#define USE_FAST_PATH_3

#ifndef USE_FAST_PATH_3
#define TUNE_4 15
#else
#define TUNE_4 42
#endif
#undef WARPS_1
#define WARPS_1 48
enum class State5 : long { Fast6, Slow7 = 4 };

template <typename T, int N>
__global__ void __maxnreg__(64) warp8_kernel(T beta9, const long *input10)
{
  unsigned int i11 = (blockIdx.x * blockDim.x) + threadIdx.x;
  float val12 = beta9;
  switch (threadIdx.z) {
  case 2 * 4:
    break;
  case 2:
    break;
  case (7):
    break;
  default:
    beta9 *= 9.375f;
    break;
  }
  beta9++;
}
inline constexpr unsigned int BLOCK13 = 3;

__global__ void bias14_kernel(const char *src15)
{
  int tid16 = threadIdx.x;
  double mid17 = (blockDim.x * sizeof(int)) - (src15[tid16 & 7] + threadIdx.x);
  unsigned char lo18 = TUNE_4;
  mid17 -= 20.125;
  State5 u19 = State5::Fast6;
}

__global__ void __maxnreg__(128) kick20(const short *src21, int *acc22)
{
  int gid23 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (((gid23 & (*src21)) & src21[7]) > (gid23 + 4)) {
    acc22[gid23]--;
    acc22[gid23] *= 49;
    acc22[gid23 & 7] = *acc22;
  }
  (*acc22)++;
}

int main(void)
{
  int len24 = 30;
  float diff25 = 17.5f;
  diff25 = int(BLOCK13);
  bias14_kernel<<<128, TUNE_4 + (BLOCK13 + 211), sizeof(float) * 32>>>((const char*)nullptr);
  warp8_kernel<unsigned int, ((7))><<<(WARPS_2 + 24), WARPS_2 + 248, 0>>>((35u <= len24) ? 2261 : static_cast<float>(56), (const long*)nullptr);
  kick20<<<2 * 2, 1 << (BLOCK13 + BLOCK13), sizeof(int) * 128>>>(nullptr, nullptr);
  return 0;
}
