// cudagen 0.1 seed 1574 valid
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,builtin_vars,device_function,device_forceinline,host_function,main,device_var,constant_var,shared_var,constexpr_var,auto_var,if,if_else,if_init,for,while,goto,static_assert,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_string,lit_string_prefix,lit_nullptr,cast_c,cast_static,sizeof,macro_function
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
__global__ void bias5(int n6, int count7)
{
  int tid8 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (tid8 >= n6) {
    return;
  }
  constexpr double diff9 = -12.25f;
  if ((8 % count7) != gridDim.y) {
    int res10 = threadIdx.x;
    count7 |= 60;
  } else {
    int e11 = 63;
  }
}
static_assert(012 == 10, "expected value");
__device__ unsigned d_step12 = 37;
__constant__ int c_merge13 = 6;
static __global__ void pack14(float* __restrict__ data15, float* __restrict__ dst16, unsigned long* __restrict__ data17)
{
  unsigned int tid18 = threadIdx.x;
  if ((d_step12 | data17[3]) > 30) {
    return;
  }
  d_step12 |= threadIdx.x % 22;
  auto f19 = ~d_step12;
  d_step12 = d_step12 / 48;
}
void run_norm20(unsigned b21, int lane22, int n23)
{
  const char* y24 = u8"kernel\n";
  int acc25 = n23;
  acc25 = (int)53;
  n23 |= (acc25 ^ acc25) & 1;
  if ((b21 > acc25) && (11 > y24[0])) {
    return;
  }
  bias5<<<dim3(128, (040), 1), (128)>>>(MIN2_2(acc25, 27U), 33);
}
static __global__ void shade26(int n27, int* __restrict__ data28, long beta29)
{
  int i30 = (blockIdx.x * blockDim.x) + threadIdx.x;
  auto lo31 = c_merge13;
  n27 = ((data28[i30] * 11L) >> 3) | 18U;
  lo31 = -36;
  int w32 = 0;
  while (w32 < c_merge13) {
    d_step12 >>= d_step12;
    ++w32;
  }
  __shared__ int sh_33;
  int y34 = i30;
}
__device__ __forceinline__ float warp35(int count36, const float* coef37, const int* __restrict__ src38)
{
  if (float v39 = c_merge13; src38[5] == (d_step12 - src38[c_merge13])) {
    auto y40 = (9 & d_step12) + (c_merge13 % (c_merge13 & c_merge13));
  } else {
    int h41 = v39;
    int iter42 = 0;
    while (iter42 < 5) {
      if ((blockIdx.z - 2) > static_cast<int>(coef37[7])) {
        d_step12 |= d_step12;
        --h41;
      } else {
      }
      ++iter42;
    }
  }
  return ((55ul + threadIdx.x) * 13U) | 23l;
}
void check_probe43(int lane44)
{
  if (!(lane44 < lane44)) {
    goto skip45;
  }
  lane44 = lane44;
  lane44++;
  shade26<<<dim3(32), 256>>>(22ULL, &lane44, -lane44);
skip45:;
}
int main(void)
{
  int len46 = 2816;
  for (int i47 = len46; i47 > 0; --i47) {
    len46 = i47;
    for (int j48 = 0; j48 < len46; j48 += 1) {
      unsigned int tmp49 = j48;
      constexpr signed char m50 = 52;
    }
  }
  pack14<<<sizeof(unsigned int) * 020, sizeof(float) * 64>>>(nullptr, nullptr, nullptr);
  return 0;
}
