// cudagen 0.1 seed 2078 valid
// features: kernel,kernel_static,kernel_template,launch_deduced_template_args,restrict_params,launch,launch_shared_mem,builtin_vars,main,shared_var,static_shared,extern_shared,constexpr_var,local_array,const_local,typedef,if,do_while,switch,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,pp_ifdef
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define USE_FAST_PATH_3
#ifndef USE_FAST_PATH_3
#define TUNE_4 9
#else
#define TUNE_4 39
#endif
typedef int *ptr5_t;
__global__ void scale6_kernel(long a7, const short *input8, unsigned int alpha9)
{
  extern __shared__ float dyn_10[];
  int gid11 = threadIdx.x;
  if (gid11 >= a7) {
    return;
  }
  a7 -= 28;
  (++dyn_10[blockDim.x], (a7 = (alpha9 / a7) * blockDim.z));
  alpha9 ^= gid11;
  int iter12 = 0;
  do {
    static __shared__ int sh_13[sizeof(int) * 64];
    const unsigned long tmp14 = (((input8[alpha9] * sh_13[gid11]) < '\\') ? 49 : (input8[7] * 11ULL)) - 32;
    ++iter12;
  } while (iter12 < gid11);
}
static __global__ void clamp15_kernel(const int *coef16, char beta17)
{
  int tid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
  beta17 = size_t(HALF_1(threadIdx.y));
  if ((*coef16) < (*coef16)) {
    return;
  }
  switch (tid18) {
  case 6: {
    float r19 = MAX2_2(gridDim.x, 7 + (tid18 * beta17));
    const int r20 = r19;
    break;
  }
  case 0b1010: {
    double tmp21 = ((TUNE_4 - (*coef16)) - 14);
    break;
  }
  case 0:
    break;
  case (11):
    break;
  }
}
template <typename T, int N = 2>
__global__ void norm22_kernel(const T *__restrict__ in23, T *buf24)
{
  int idx25 = (blockIdx.x * blockDim.x) + threadIdx.x;
  buf24[6] = (in23[idx25] + (12.875 - buf24[6])) - (N % (buf24[idx25] += idx25, N));
  buf24[blockIdx.x] -= TUNE_4;
  __shared__ unsigned int sh_26[8];
  if (buf24 == nullptr) {
    int y27[2] = {1940L, N};
    T lim28 = warpSize - ((buf24[4] += threadIdx.x, buf24[3]) - (idx25 * 7.375));
  }
}
int main()
{
  int size29 = 1434;
  clamp15_kernel<<<(size29 + 127) / 128, sizeof(float) * 8>>>(static_cast<const int*>(nullptr), ((int)size29));
  scale6_kernel<<<(size29 + 31) / 32, 32, sizeof(float) * 64>>>((MAX2_2(size29, 45) <= size29) ? TUNE_4 : (sizeof(unsigned int) - size29), static_cast<const short*>(nullptr), -(size29 / size29));
  constexpr int tmp30 = 42;
  norm22_kernel<<<32, 16 * 8, sizeof(int) * 128>>>((const float*)nullptr, (float*)nullptr);
  return 0;
}
