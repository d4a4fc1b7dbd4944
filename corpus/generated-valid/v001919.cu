// cudagen 0.1 seed 1919 valid
// features: kernel,kernel_extern_c,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,host_function,static_host_function,default_args,main,shared_var,shared_2d,static_shared,local_array,if,switch,switch_fallthrough,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b
__global__ void spread2(long long q3, const unsigned* src4, float q5)
{
  unsigned int idx6 = threadIdx.x;
  q5 -= 11.5f;
  __shared__ float sh_7;
  if (37 > (idx6 * gridDim.y))
    return;
}
extern "C" {
__device__ __forceinline__ int accum14(int len15 = -062)
{
  __shared__ float sh_16[10][(17)];
  switch ((long)len15) {
  case 12:
    break;
  }
  len15 = threadIdx.y * 31lu;
  (++sh_16[len15][gridDim.x], (len15 %= -45));
  return -32;
}
__global__ void fold8_kernel(double q9, unsigned int* buf10)
{
  unsigned int tid11 = threadIdx.x;
  buf10[tid11] = 0x22;
  if ((tid11 <= 18) && (buf10[tid11 & 7] != (*buf10)))
    return;
  q9 /= 0x3dUL;
  if (tid11 == (*buf10))
    return;
  unsigned prod12 = 15l;
  bool base13 = threadIdx.x;
  q9 = (2.75 * (*buf10)) + blockIdx.x;
}
}
extern "C" __global__ void fold17_kernel(unsigned p18, const float* input19)
{
  int gid20 = (blockIdx.x * blockDim.x) + threadIdx.x;
  static __shared__ float sh_21[8];
  accum14();
  p18 |= 1U;
  accum14(29UL);
  if ((p18 & 1) && (input19[1] == blockDim.x))
    return;
  accum14((p18 += sh_21[p18], sh_21[gid20 & 7]));
}
__global__ void probe22_kernel(int lane23, int* out24, float* buf25)
{
  int gid26 = (blockIdx.x * blockDim.x) + threadIdx.x;
  switch (blockIdx.z & 0b11) {
  case 3:
    if (!(blockIdx.z >= gridDim.y))
      break;
    lane23 = lane23;
    [[fallthrough]];
  case 0x2 * 5:
    break;
  case 11:
    lane23 &= accum14(gid26);
    lane23 = blockIdx.x;
    break;
  case 0x7:
    break;
  default:
    buf25[lane23] /= accum14();
    break;
  }
}
static float run_shade27(double* out28)
{
  dim3 h29 = dim3(sizeof(unsigned int) * 16, sizeof(unsigned int) * 128, (4));
  short int t30[2]{18lu, static_cast<short int>(0x17)};
  float lim31 = (-t30[0]) + (2 + t30[0]) + (t30[0] % (t30[1] ^ 3537L));
  out28[7] = lim31;
  short res32 = 2568;
  return 13.125f;
}
int main()
{
  int len33 = 143;
  (--len33, (len33 -= 57u | len33));
  unsigned q34 = (((long)5) | len33) + 28u;
  len33 = ((42 & len33) + 0x5) * len33;
  int val35 = (long long)(((len33 * len33) != 3) ? (sizeof(int) - len33) : sizeof(short));
  spread2<<<dim3(0400, (len33 + 127) / 0x80), 256, 0x0, (cudaStream_t)0>>>(len33 | 4887, &q34, run_shade27(nullptr));
  fold8_kernel<<<8, dim3((q34 + 31) / 32, sizeof(unsigned int) * 32, (len33 + 127) / 128)>>>((int)(q34 + val35), &q34);
  fold17_kernel<<<sizeof(unsigned int) * 8, dim3((val35 + 0b111111) / 0b1000000, (val35 + 0xff) / 256, (q34 + 31) / 32)>>>(46lu, nullptr);
  return 0;
}
