// cudagen 0.1 seed 2338 valid
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,builtin_vars,host_device_function,host_function,main,constexpr_var,local_array,auto_var,static_local,struct,struct_methods,if,while,static_assert,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,comments
#include "prelude.cuh"

// Layout: row-major, no padding.

struct Acc1 {
  bool x2;
  unsigned long flag3;
  int count4;
};

struct Vec5 {
  float id6;
  unsigned int lo7;
};
/* Returns the accumulated value. */

static __global__ void clamp8(int n9)
{
  unsigned int i10 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (i10 >= n9) {
    return;
  }
  n9--;
  if (i10 > threadIdx.x) {
    return;
  }
}

__host__ __device__ int march11(short* __restrict__ acc12, int* __restrict__ acc13)
{
  acc12[5] |= 0b111011;
  auto m14 = static_cast<float>(0x13);
  acc12[0x0] = ((m14) * '#') / 5;
  return acc13[6] + (35 + (-m14));
}

__global__ void __launch_bounds__(sizeof(int) * 0x40, 2) tally15(const signed char* __restrict__ coef16, Acc1 alpha17, unsigned int* __restrict__ data18)
{
  int w19 = 0;
  while (w19 < 0x5) {
    static_assert((0b10100) > 0x13);
    ++w19;
  }
  ++(*data18);
  constexpr float q20 = 1.5f;
  data18[w19] = (int)(static_cast<int>(blockDim.x) - threadIdx.x);
  alpha17.flag3++;
  int acc21[4] = {};
}

struct Acc22 {
  long vel23;
  short vel24;
  __host__ __device__ long total25() const
  {
    short y26 = ((3 * vel24) + ((vel23 != vel23) ? vel23 : vel23)) - (+(vel23 + vel23));
    return vel24;
  }
};
// NOTE: keep in sync with the host reference.

__global__ void __launch_bounds__(512) trace27(const long* input28, int* __restrict__ dst29, short p30)
{
  p30 = threadIdx.x;
  dst29[p30] %= 61;
  dst29[p30] = 60lu;
  (*dst29) ^= (((p30 + 9) > dst29[4]) ? ((threadIdx.x >= 2) ? sizeof(short) : threadIdx.z) : ((long)(*dst29)));
}

int host_update31(int stride32, float* acc33)
{
  auto prod34 = (6 >= acc33[0x2]) ? 2 : stride32;
  acc33[prod34] = (prod34 + (17.5f * stride32)) / 1.5f;
  return 2943u;
}

int main(void)
{
  int len35 = 520;
  tally15<<<sizeof(int), 512>>>(nullptr, Acc1{true, 916lu, 23}, nullptr);
  static int val36 = ' ';
  constexpr int m37 = 7UL;
  clamp8<<<(len35 + 127) / 0200, 256>>>(m37 + (val36 + m37));
  trace27<<<sizeof(unsigned int) * 128, 0x20 * 16>>>((const long*)nullptr, &len35, 1);
  return 0;
}
