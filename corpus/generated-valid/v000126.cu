// cudagen 0.1 seed 126 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,builtin_vars,host_function,main,shared_var,extern_shared,constexpr_var,auto_var,if,if_else,for,goto,ternary,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_functional,macro_function,macro_paste,macro_statement,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_3(a, b) a##b
#ifdef USE_FAST_PATH_4
#define TUNE_5 2
#else
#define TUNE_5 56
#endif
#if TUNE_5 == 56
#define CONFIG_6 5
#else
#define CONFIG_6 21
#endif
template <typename T>
__global__ void stencil7_kernel(T *buf8, T *out9, float *out10)
{
  extern __shared__ int dyn_11[];
  double z12 = (dyn_11[gridDim.x & 0x7] % dyn_11[threadIdx.x]) * dyn_11[warpSize];
  T w13 = dyn_11[threadIdx.x];
  T idx14 = buf8[0b11];
  idx14 = CONFIG_6;
  auto prod15 = (0x5 * out10[threadIdx.y & 7]) + 39ll;
  float h16 = ((TUNE_5 + dyn_11[6]) << dyn_11[threadIdx.x]) + ((+(*out10)) * idx14);
}
int host_bump17(int stride18)
{
  stride18 = (CAT_3(stride, 18));
  stencil7_kernel<long><<<4 * 0b10, CONFIG_6 + (CONFIG_6 + (CONFIG_6 + (CONFIG_6 + 492)))>>>(nullptr, nullptr, (float*)nullptr);
  if (CAT_3(stride, 18) == (+stride18)) {
    return 0b1000000l;
  }
  auto mid19 = stride18 + ((stride18 < (~stride18)) ? stride18 : stride18);
  return (mid19);
}
__global__ void blend20_kernel(int count21, int stride22, int n23, unsigned short beta24)
{
  extern __shared__ unsigned char dyn_25[];
  int i26 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (i26 >= stride22) {
    return;
  }
  beta24 = 4;
  n23 = beta24;
  dyn_25[0b11] = 9;
  float flag27 = count21;
  if (i26 == 0x27) {
    goto out28;
  }
  count21 = dyn_25[n23 & 7];
out28:;
}
// NOTE: keep in sync with the host reference.
__global__ void drift29(float *acc30, long long alpha31, const float *src32)
{
  int gid33 = (blockIdx.x * blockDim.x) + threadIdx.x;
  alpha31 = 2529;
  unsigned flag34((int)((gid33 & alpha31) + gid33));
  if (((alpha31 + warpSize) / alpha31) >= (*acc30)) {
    --flag34;
  }
  size_t tmp35 = int(*src32);
}
template <typename T, int N = 1>
__global__ void tile36(T q37, const int *src38, float *out39, int stride40)
{
  int tid41 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (tid41 >= stride40) {
    return;
  }
  auto lo42 = 0x2e8;
  if (lo42) {
    unsigned short off43 = lo42;
    T w44((threadIdx.x));
  }
  ++stride40;
  q37 = MIN2_1(tid41, N);
  stride40--;
}
int main()
{
  int len45 = 3086;
  for (int n46 = 0; n46 < 14; n46++) {
    ++len45;
  }
  for (int it47 = 0; it47 < len45; it47++) {
    if (((it47 - CONFIG_6) % (len45 + len45)) == MIN2_1(len45, 0x7)) {
      dim3 w48(1 << 9, (it47 + 31) / 32, (it47 + 63) / 64);
    } else {
      unsigned e49 = ((0x9L % it47) & (it47)) + len45;
    }
  }
  blend20_kernel<<<CONFIG_6 + (TUNE_5 + 195), 64>>>(host_bump17(host_bump17(len45)), len45, host_bump17(-23), (host_bump17(len45)));
  drift29<<<CONFIG_6 + 11, 1 << 9>>>((float*)nullptr, double(len45) - len45, (const float*)nullptr);
  tile36<long, 0b1><<<1 << 7, 1 << 5>>>((len45 + len45) % len45, &len45, nullptr, len45);
  return 0b0;
}
