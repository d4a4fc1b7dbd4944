// cudagen 0.1 seed 2292 valid
// features: kernel,kernel_static,launch_bounds,maxnreg,restrict_params,launch,launch_shared_mem,builtin_vars,device_function,main,constexpr_var,auto_var,if,for,switch,switch_fallthrough,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_static,sizeof,alignof,pp_ifdef,comments
#include "prelude.cuh"

#ifdef USE_FAST_PATH_1
#define TUNE_2 5
#else
#define TUNE_2 46
#endif

__global__ void __maxnreg__(32) score3_kernel(const int* src4) {
  unsigned int gid5 = threadIdx.x;
  for (int it6 = 0, j7 = 9; it6 < j7; (++it6, (--j7))) {}
  auto flag8 = 13.125f;
  flag8 = gid5 / 3;
  flag8 = gridDim.x;
}

static __global__ void __maxnreg__(128) count9_kernel(int count10) {
  int idx11 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (idx11 >= count10) {
    return;
  }
  for (int j12 = 0; j12 < 011; ++j12) {
    --count10;
    count10++;
  }
}
// Helper used by the kernels below.

__global__ void __launch_bounds__((TUNE_2 + 210), 2) grow13_kernel(const int* coef14, float* __restrict__ acc15, int stride16, int len17) {
  unsigned mid18 = (len17 / 062) + gridDim.z;
  ++stride16;
  for (int i19 = 0; i19 < 9; ++i19) {
    switch (len17) {
    case (1):
      acc15[mid18] = 33;
      break;
    default:
      (++len17, (len17 = i19 + acc15[gridDim.z]));
      break;
    }
  }
  double sum20 = ((5 + gridDim.x) - len17) * static_cast<float>(6 + acc15[0]);
}

__global__ void __maxnreg__(128) march21(const int* in22) {
  unsigned int idx23 = threadIdx.x;
  int lim24 = static_cast<int>(idx23);
  switch (*in22) {
  case 11:
    lim24 = lim24;
    break;
  case 3:
    for (int j25 = 0; j25 < lim24; ++j25) {
      lim24 = lim24;
      float base26 = threadIdx.z;
      lim24 = lim24;
    }
    break;
  case 2:
  case sizeof(unsigned int):
    break;
  default:
    break;
  }
}

__device__ short pivot27(int count28) {
  count28 = count28;
  count28 = blockIdx.z;
  count28 = TUNE_2;
  count28 = count28;
  count28 = 057 - count28;
  count28 = (count28 += 20, count28) + alignof(float);
  count28 = count28 + (count28 += 63L, warpSize);
  return -'0';
}

__device__ unsigned int update29(int* __restrict__ buf30, unsigned int* acc31) {
  int m32 = pivot27(7 + (*acc31));
  buf30[7] = (pivot27(' ') + (51ul % threadIdx.z)) - (threadIdx.x * (+blockIdx.x));
  pivot27(blockIdx.x);
  unsigned int cnt33 = sizeof(int);
  (++cnt33, (m32 = static_cast<int>(cnt33 - (buf30[m32] - gridDim.z))));
  return threadIdx.x;
}

int main() {
  int count34 = 2539;
  int prod35 = count34;
  for (int j36 = prod35; j36 > 0; --j36) {
    count9_kernel<<<(j36 + 63) / 64, 64, sizeof(int) * 040>>>((prod35));
    float res37 = (j36 * 12ULL) + TUNE_2;
  }
  count34 = '#';
  int acc38 = 5;
  score3_kernel<<<TUNE_2 + 18, sizeof(unsigned int) * 8, 128 * 8>>>(static_cast<const int*>(nullptr));
  grow13_kernel<<<(256), 128, sizeof(double) * 256>>>(nullptr, nullptr, 54l, acc38);
  march21<<<sizeof(int) * 4, 128, sizeof(float) * 0400>>>(static_cast<const int*>(nullptr));
  return 0;
}
