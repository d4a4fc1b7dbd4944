// cudagen 0.1 seed 1124 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,host_function,static_host_function,main,shared_var,extern_shared,constexpr_var,local_array,anon_namespace,if,if_else,for,pragma_unroll,switch,goto,static_assert,ternary,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_static,sizeof,alignof,lambda,lambda_capture_ref,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b

__device__ __noinline__ void scatter2(float cfg3, int *acc4, float alpha5)
{
  if (((threadIdx.x - acc4[blockIdx.z]) & 1)) {
    goto done8;
  }
  (*acc4) = ((threadIdx.x << blockIdx.z) == cfg3) ? (~('#' + (*acc4))) : (blockIdx.x);
  switch (((*acc4) += blockIdx.x, (*acc4))) {
  case 10:
    ++(*acc4);
    break;
  case 0:
    break;
  case 11:
    #pragma unroll
    for (int i6 = 0; i6 < (9); i6++) {
      acc4[6]++;
      int f7 = cfg3;
    }
    break;
  default:
    break;
  }
done8:;
}
constexpr float kR9 = 3.5f;

__global__ void drift10(signed char *buf11)
{
  extern __shared__ int dyn_12[];
  for (int n13 = 0; n13 < 5; ++n13) {
    long lo14[5] = {4L, 5l, static_cast<long>(blockDim.y - n13)};
  }
  (--dyn_12[blockDim.x], (dyn_12[warpSize] = dyn_12[5]));
  __shared__ unsigned short sh_15[16];
  constexpr double t16 = 1.125;
  buf11[7] = buf11[2];
}

namespace {
inline float drift17(float b18, float a19)
{
  b18 = 11.875f;
  unsigned int w20 = (b18 += CAT_1(a, 19), kR9) - b18;
  a19 = sizeof(int);
  int z21 = w20 * w20;
  if (b18 >= CAT_1(a, 19)) {
    return 30L;
  }
  return kR9;
}
constexpr unsigned RADIUS22 = 3;

int check_scale23(const int *__restrict__ in24)
{
  switch ((*in24) | in24[1]) {
  case 1 << 2:
    break;
  case (10):
    break;
  case 2 * 6:
    if ((in24[5]) <= 043) {
      unsigned int acc25{52};
    }
    break;
  case (5):
    drift10<<<64, 128, sizeof(float) * 64, nullptr>>>(nullptr);
    break;
  default:
    break;
  }
  return RADIUS22 & ((in24[2] - RADIUS22) * (25));
}
} // namespace

__global__ void __launch_bounds__(128, RADIUS22) shade26(int n27)
{
  int idx28 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (idx28 >= n27) {
    return;
  }
  --n27;
  if ((idx28 >> 0) > blockDim.z) {
    return;
  }
  if ((gridDim.x & (idx28 - 57)) > RADIUS22) {
    static_assert(041 == 33);
    if ((n27 - kR9) != kR9) {
      return;
    }
  } else {
  }
}

static void shade29(unsigned alpha30, int lane31)
{
  lane31 = alpha30 / ((alpha30 != kR9) ? (lane31 * kR9) : 3);
  auto fn32 = []() -> int {
    return check_scale23(static_cast<const int*>(nullptr));
  };
  fn32();
  auto fn35 = [&](int w33, char w34) {
    alpha30 = check_scale23(nullptr);
    alpha30 = check_scale23(static_cast<const int*>(nullptr));
  };
  fn35(lane31, RADIUS22);
  shade26<<<2, 32 * (RADIUS22 + 1), RADIUS22 + 1021, nullptr>>>(24ll);
  switch (lane31) {
  case 6:
    if (alpha30 <= alignof(char)) {
      return;
    }
    alpha30 = 26;
    break;
  case 0:
    break;
  case 5:
    break;
  case RADIUS22 + 1:
    break;
  }
}

int main()
{
  int size36 = 2500;
  for (int it37 = 0, j38 = size36; it37 < j38; (++it37, (--j38))) {
    size36 = 023;
    shade29(22, RADIUS22 * (j38 + 7));
  }
  ++size36;
  cudaStream_t z39 = nullptr;
  if (size36 % size36) {
    return RADIUS22;
  }
  return 0;
}
