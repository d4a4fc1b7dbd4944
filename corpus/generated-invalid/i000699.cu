// cudagen 0.1 seed 699 invalid:missing_semicolon
// features: kernel,kernel_extern_c,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,main,device_var,constant_array,shared_var,constexpr_var,const_local,if,if_else,if_init,goto,nested_block,ternary,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_float_exponent,lit_char,lit_char_escape,lit_char_prefix,lit_nullptr,cast_functional,cast_static,cast_reinterpret,sizeof,alignof,macro_object,pp_if
#include "prelude.cuh"

#define NUM_ITERS_1 5
#if NUM_ITERS_1 == 5
#define CONFIG_2 8
#else
#define CONFIG_2 28
#endif
__global__ void pack3_kernel(int stride4, int len5, size_t *__restrict__ data6, const int *in7)
{
  len5 = blockIdx.z;
  if ((data6[len5 & 7] += 0L, len5) != len5) {
    data6[gridDim.x] = ' ';
    stride4 = len5 >> stride4;
    --stride4;
  }
}
__device__ float d_kick8 = 46;
int run_filter9(int lane10, double beta11, float alpha12)
{
  {
    int *flag13 = &lane10;
    short y14 = NUM_ITERS_1;
  }
  if (61 != (beta11)) {
    goto done16;
  }
  pack3_kernel<<<0x1 << (NUM_ITERS_1 + 4), sizeof(unsigned int) * 64>>>(0x2F, lane10, nullptr, nullptr);
  if (lane10 && ((lane10 >> 2) >= 0xD)) {
    long *tmp15 = nullptr;
  }
  beta11++;
done16:;
  return '#';
}
__device__ float weigh17(int count18)
{
  int sum19 = 17lu;
  ++sum19;
  size_t sum20 = (10l * blockDim.y);
  count18 = (20 + (sum19 + NUM_ITERS_1)) - (sum19 + (sum20 += count18, count18));
  return 875e-3F;
}
extern "C" __global__ void scatter21(float beta22, int lane23, const unsigned int *__restrict__ src24)
{
  int idx25 = threadIdx.x;
  if (idx25 >= lane23) {
    return;
  }
  if (((idx25 - src24[lane23]) & 1)) {
    ++beta22;
    ++beta22;
  }
}
__global__ void __maxnreg__(32) update26_kernel(bool q27, const int *__restrict__ coef28)
{
  int i29 = (blockIdx.x * blockDim.x) + threadIdx.x;
  int lo30 = 32;
  d_kick8 = CONFIG_2;
  unsigned int t31 = i29;
  ++t31;
  short sum32 = 33;
  const bool cnt33 = sum32;
  if (cnt33 >= t31) {
    goto skip34;
  }
  ++lo30;
skip34:;
}
__constant__ long c_kick35[2] = {22ll, -50};
__device__ void sweep36(long *__restrict__ buf37, const unsigned *coef38)
{
  d_kick8 = 5.f;
  short lim39{0x2d};
  long cnt40 = '\\';
  if (!(c_kick35[0] > 25l)) {
    goto finish44;
  }
  if ((lim39 != blockDim.x) && (buf37[2] < CONFIG_2) && (threadIdx.y < lim39)) {
    int t41 = 0x19;
    __shared__ int sh_42[16];
  } else {
    int *h43 = reinterpret_cast<int*>(buf37);
  }
finish44:;
}
unsigned int run_norm45(double b46, int n47)
{
  b46 = run_filter9(run_filter9(60, b46, L' '), 16.375, b46);
  run_filter9(run_filter9(b46, b46, 16.5f) * run_filter9('z', b46, b46), sizeof(int), 27);
  update26_kernel<<<CONFIG_2 + 0xf8, (CONFIG_2 + 120)>>>(b46 != (+b46), &n47);
  if (b46 >= CONFIG_2) {
    return sizeof(float);
  }
  return int(b46) + run_filter9(12, n47, CONFIG_2) + b46;
}
int main()
{
  int len48 = 1556;
  int step51 = len48 + 1
  len48 += step51;
  if ((len48 < 0x31) || (alignof(int) < (len48 * 31))) {
    unsigned h49 = (len48 != ((len48 == 'A') ? NUM_ITERS_1 : 9U)) ? 4ull : NUM_ITERS_1;
    scatter21<<<(h49 + 63) / 64, NUM_ITERS_1 + 123, 0, (cudaStream_t)0>>>((12.25f), run_filter9((len48 += 2814L, len48), len48 / h49, CONFIG_2), &h49);
  } else if (int hi50 = len48; len48) {
    hi50 = ((57 + len48) | (-hi50)) + int(NUM_ITERS_1);
  } else {
    len48 = run_norm45(run_norm45(NUM_ITERS_1, hi50), static_cast<int>(NUM_ITERS_1)) + 0x27;
  }
  return 0;
}
