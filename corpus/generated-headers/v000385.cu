// cudagen 0.2 seed 385 valid headers
// features: kernel,restrict_params,launch,builtin_vars,device_function,host_function,default_args,main,managed_var,shared_var,constexpr_var,if,goto,ternary,bitwise,shift,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,sizeof,macro_paste,pp_ifdef,pp_if,local_class,managed_in_class,hdr_cmath
#include <cuda_runtime.h>
#include <array>
#include <cstdio>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b

#ifndef USE_FAST_PATH_4
#define TUNE_5 9
#else
#define TUNE_5 64
#endif
#if TUNE_5 % 2 == 0 || TUNE_5 < 4
#define CONFIG_6 7
#elif TUNE_5 < 0
#error unreachable configuration
#else
#define CONFIG_6 14
#endif

inline __device__ int fold7(unsigned char p8, float beta9 = 19.375f)
{
  __shared__ unsigned short sh_10[(CONFIG_6 + 50) * 2];
  (void)sh_10;
  __shared__ unsigned int sh_11[(8)];
  sh_11[6] = 59;
  double e12 = floorf(TUNE_5 % gridDim.x);
  if (p8) {
    goto skip13;
  }
  sinf(e12);
  if (cosf(p8) >= 0x14) {
    return 36u % p8;
  }
skip13:;
  return warpSize;
}

__device__ unsigned scale14(int n15, unsigned int p16 = 13)
{
  struct Local17 {
    int s;
    __host__ __device__ int add(int v) { s += v; return s; }
  };
  Local17 m18{5};
  int cnt19 = m18.add((p16));
  cnt19++;
  return gridDim.x;
}
struct Tally20 {
  int count;
  float total;
  __host__ __device__ void add(float v) {
    ++count;
    total += v;
  }
};
__managed__ Tally20 managedStats21;
__host__ __device__ int record22(int x) {
  managedStats21.add(static_cast<float>(x));
  return managedStats21.count;
}

__global__ void relax23_kernel(const int *src24, const int *__restrict__ input25, int stride26)
{
  unsigned int gid27 = threadIdx.x;
  if (gid27 >= stride26) {
    return;
  }
  __shared__ int sh_28[32];
  if ((managedStats21.count) >= CAT_3(gid, 27)) {
    return;
  }
  --sh_28[stride26 & 0x1F];
  int r29 = ((unsigned long)(*input25)) + sizeof(unsigned);
  (void)r29;
}

int run_score30(int lane31)
{
  if (sinf(63ul) <= (+managedStats21.count)) {
    relax23_kernel<<<(lane31 + 63) / 64, (32)>>>(nullptr, nullptr, fabsf(444 << managedStats21.count));
    int f32{'a'};
    lane31 = (54LL == ((lane31 * lane31) - (5 / CAT_3(lane, 31)))) ? lane31 : sinf(f32);
  }
  float r33 = managedStats21.count - lane31;
  (void)r33;
  return sizeof(float);
}

int main()
{
  int len34 = 3446;
  managedStats21 = managedStats21;
  struct Local35 {
    int s;
    int add(int v) { s += v; return s; }
  };
  Local35 u36{6};
  int cnt37 = u36.add('a');
  (void)cnt37;
  --len34;
  return 0;
}
