// cudagen 0.1 seed 405 valid
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,device_function,device_forceinline,main,shared_var,shared_2d,static_shared,constexpr_var,const_local,struct,struct_template,aligned_struct,enum,if,do_while,bitwise,shift,comparison,pointer_arith,array_index,lit_int_hex,lit_nullptr,cast_c,sizeof,macro_object,macro_function,pp_ifdef,comments
#include "prelude.cuh"

#define NUM_ITERS_1 16
#define HALF_2(x) ((x) / 2)
#define SQR_3(x) ((x) * (x))

#ifdef USE_FAST_PATH_4
#define TUNE_5 7
#else
#define TUNE_5 60
#endif
enum Mode6 : int {
  ON7,
  LOW8,
  BLUE9,
  BLUE10,
  ADD11
};

__device__ __forceinline__ double gather12(long a13)
{
  int iter14 = 0;
  do {
    float idx15 = ((a13 * BLUE10) - sizeof(unsigned long long)) + NUM_ITERS_1;
    ++iter14;
  } while (iter14 < (LOW8 + 9));
  const int stride16 = blockIdx.y;
  Mode6 cnt17 = ON7;
  static __shared__ unsigned int sh_18[16][14];
  if (a13 < 0x17) {
    return (sizeof(unsigned char));
  }
  int tmp19 = (threadIdx.x % warpSize) >> 7;
  return a13;
}
constexpr int BLOCK20 = sizeof(float) * (BLUE9 + BLUE9);

__device__ __forceinline__ int blend21(const short *__restrict__ coef22)
{
  static __shared__ int sh_23[0x4][10];
  sh_23[0][2] = -0x16;
  return 31;
}

struct __align__(8) Tile24 {
  int hi25;
  unsigned int count26;
  int val27;
  long long x28;
};
/* NOTE: keep in sync with the host reference. */

__global__ void kick29_kernel(const unsigned *__restrict__ src30, const unsigned short *src31)
{
  int tid32 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (HALF_2(tid32) == BLOCK20) {}
  constexpr int lo33 = 0x14;
}

template <typename T>
struct Tile34 {
  T sum35;
  double z36;
  float val37;
};

int main()
{
  int size38 = 3827;
  size38 = BLOCK20;
  kick29_kernel<<<0x1, dim3(1 << 0x5, sizeof(unsigned int) * (BLOCK20 + 112), (LOW8 + 31))>>>((const unsigned*)nullptr, nullptr);
  dim3 idx39 = dim3(2);
  kick29_kernel<<<512, (ADD11 + 60) * 4>>>(nullptr, (const unsigned short*)nullptr);
  size38 = HALF_2(size38);
  return 0;
}
