// cudagen 0.1 seed 148 invalid:host_call_from_device
// features: kernel,kernel_static,maxnreg,launch,launch_shared_mem,launch_stream,host_device_function,host_function,main,shared_var,constexpr_var,local_array,const_local,enum,if,while,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_function,macro_paste,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 4
#else
#define TUNE_5 40
#endif
#undef TUNE_5
#define TUNE_5 48

__global__ void __maxnreg__(64) blend6_kernel(long* acc7, int len8, int lane9) {
  if (!(!(acc7[7] >= len8))) {
    unsigned int diff10[8] = {6u, static_cast<unsigned>(+len8), 31};
  }
  int z11[2]{lane9, 071lu};
  float hi12 = TUNE_5;
  if ((acc7[1] + lane9) > z11[len8]) {
    hi12 = (unsigned)lane9;
    lane9 = (z11[lane9]) - acc7[lane9 & 7];
  }
}
constexpr long BLOCK13 = 0x7;
constexpr int WIDTH14 = 4 * (sizeof(unsigned int) * 2);

__global__ void tally15_kernel(int n16) {
  unsigned h17 = BLOCK13;
  __shared__ long long sh_18[32];
}
enum Mode19 {
  OFF20 = 1,
  GREEN21,
  GREEN22,
  IDLE23,
  LOW24
};

__device__ __host__ int split25(double p26, int stride27) {
  int w28 = 0;
  while (w28 < 10) {
    if ((stride27 % w28) >= GREEN21) {
      continue;
    }
    ++w28;
  }
  ++stride27;
  return p26;
}
// Helper used by the kernels below.

__host__ __device__ int grow29(unsigned long long* acc30) {
  split25(alignof(int) * (((*acc30) < (*acc30)) ? 22.0f : BLOCK13), split25(acc30[1], BLOCK13 * acc30[4]));
  size_t stride31 = split25(7.875, BLOCK13 & (*acc30));
  (*acc30) >>= ((stride31));
  return BLOCK13;
}
/* NOTE: keep in sync with the host reference. */

static __global__ void fold32_kernel(const double* src33) {
  if ((MIN2_1(*src33, WIDTH14) > WIDTH14) || (((*src33) > 042u) || (src33[2] < 24))) {
    if (((int)src33[1]) <= WIDTH14) {
      return;
    }
  }
  split25(29ul, src33[0x5] + split25(54U, 0x3CL));
}

float run_scatter34(int count35, int len36) {
  cudaStream_t q37 = nullptr;
  if ((len36 == count35) || count35) {
    const int x38 = BLOCK13 + (CAT_3(count, 35));
  }
  len36 = -24;
  return -(len36 + BLOCK13);
}
int host_only40(int x)
{
    return x + 1;
}
__global__ void uses_host41(int *p)
{
    p[threadIdx.x] = host_only40(p[threadIdx.x]);
}

int main(void) {
  int len39 = 3931;
  uses_host41<<<1, 32>>>(nullptr);
  fold32_kernel<<<OFF20, 0x1 << (GREEN21 + (GREEN22 + 4)), 0x1 << 8, (cudaStream_t)0>>>(nullptr);
  if (len39 != 18) {
    return WIDTH14;
  }
  split25((len39 ? len39 : 1560) << (4 * len39), (2'851ull << len39) + BLOCK13);
  len39 &= grow29((unsigned long long*)nullptr);
  blend6_kernel<<<16, 1 << 6, 256 * (GREEN21 + 2), (cudaStream_t)0>>>(nullptr, BLOCK13, WIDTH14 - (len39 * LOW24));
  tally15_kernel<<<(len39 + 255) / 256, 0x40, sizeof(float) * 0x80, (cudaStream_t)0>>>(run_scatter34(BLOCK13 % len39, CAT_3(len, 39) + WIDTH14));
  return 0;
}
