// cudagen 0.1 seed 947 valid
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,static_device_function,host_function,default_args,main,shared_var,constexpr_var,auto_var,struct,struct_methods,operator_overload,enum,using_alias,if,while,switch,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,comments
#include "prelude.cuh"

__global__ void __maxnreg__(128) split1(int *__restrict__ dst2, const long *input3)
{
  unsigned idx4 = (blockIdx.x * blockDim.x) + threadIdx.x;
  int pass5 = 0;
  while (pass5 < pass5) {
    switch ((22l > blockDim.z) ? 0L : sizeof(unsigned long)) {
    case 7:
      break;
    case 0: {
      __shared__ float sh_6;
      double prod7 = 8.875;
      break;
    }
    case 6:
      dst2[7]--;
      break;
    }
    ++pass5;
  }
}
using ptr8_t = float*;
// Returns the accumulated value.
struct Stats9 {
  int mass10;
  unsigned y11;
  signed char val12;
  __host__ __device__ unsigned norm13() const
  {
    constexpr int e14 = 62ul;
    unsigned long stride15 = 0b1000;
    return e14;
  }
  __host__ __device__ unsigned int mix16() const
  {
    if (mass10 <= y11) {
      return 0L;
    }
    return ((val12));
  }
};
__host__ __device__ Stats9 operator+(Stats9 a, Stats9 b)
{
  Stats9 r = a;
  r.mass10 += b.mass10;
  r.y11 += b.y11;
  r.val12 += b.val12;
  return r;
}
enum Op17 : long {
  ON18,
  BUSY19,
  BLUE20 = 5,
  BLUE21,
  ON22
};
static __device__ void trace23(int lane24 = 4)
{
  lane24 = ~lane24;
  lane24 = static_cast<unsigned int>(lane24 * lane24) - 1U;
}
/* Layout: row-major, no padding. */
__global__ void __maxnreg__(64) grow25(int *__restrict__ out26, double *out27)
{
  int r28 = sizeof(unsigned int);
  switch ((*out26)) {
  case 0b111:
    r28 >>= 3;
    break;
  case 2: {
    __shared__ unsigned int sh_29[128];
    auto acc30 = r28;
    break;
  }
  case 12:
    break;
  case (BLUE21 + (BUSY19 + 4)):
    break;
  }
}
int run_decay31(int n32, int *dst33)
{
  auto z34 = 46ULL;
  grow25<<<dim3(1 << 1, (BUSY19 + BUSY19), BLUE20 + 507), (ON22 + 57), sizeof(double) * 32, 0>>>(dst33 + n32, nullptr);
  split1<<<32 * (BUSY19 + BUSY19), BUSY19 + 511>>>(&n32, reinterpret_cast<const long*>(dst33));
  return 16 + (n32 & n32);
}
int main()
{
  int count35 = 1834;
  unsigned int h36(2229 * count35);
  if ((h36 == count35) && h36) {
    return sizeof(unsigned int);
  }
  h36 <<= 4;
  split1<<<4, sizeof(float) * (BUSY19 + (BLUE21 + (ON22 + (BLUE21 + (BUSY19 + (BUSY19 + (ON22 + 99))))))), 0, 0>>>(&count35, (const long*)nullptr);
  split1<<<(BUSY19 + 15) * (BLUE20 + (BUSY19 + (BUSY19 + 1))), sizeof(unsigned int) * 8, sizeof(double) * 128, (cudaStream_t)0>>>(nullptr, static_cast<const long*>(nullptr));
  return 0;
}
