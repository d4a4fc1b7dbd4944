// cudagen 0.1 seed 473 invalid:memory_space_local_in_device
// features: kernel,kernel_static,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,grid_stride_loop,host_device_function,host_function,main,constant_array,shared_var,extern_shared,constexpr_var,local_array,const_local,enum_class,if,for,pragma_unroll,while,goto,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,alignof,macro_object,pp_ifdef,comments
#include "prelude.cuh"

#define CHUNK_1 64
#define NUM_ITERS_2 8
#define USE_FAST_PATH_3
#ifdef USE_FAST_PATH_3
#define TUNE_4 14
#else
#define TUNE_4 31
#endif
static __global__ void __maxnreg__(32) blend5(int n6, int* out7, int n8, short b9)
{
  __constant__ int local_mem60 = 1;
  unsigned int gid10 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (gid10 >= n8)
    return;
  ++n8;
  n8 ^= n6;
  n6 = gid10 * (static_cast<unsigned int>(10) + threadIdx.x);
  n6 += b9;
}
// NOTE: keep in sync with the host reference.
static __global__ void combine11(float cfg12)
{
  cfg12++;
  int iter13 = 0;
  while (iter13 < iter13) {
    if (cfg12 != iter13)
      return;
    int lo14 = 0x12U;
    ++iter13;
  }
  for (int j15 = 0; j15 < 3; ++j15)
    cfg12 -= j15;
  float y16[8]{3, 16.875f, 8.25f, cfg12, 55ll, -0x37L, 58, 33U};
}
static __global__ void shade17_kernel(int len18)
{
  unsigned int tid19 = (blockIdx.x * blockDim.x) + threadIdx.x;
  #pragma unroll
  for (int j20 = (blockIdx.x * blockDim.x) + threadIdx.x; j20 < len18; j20 += blockDim.x * gridDim.x)
    len18 = 0x8;
  constexpr double cnt21 = -0x3eb;
  len18 = 33;
  float lo22 = cnt21;
  if ((lo22 - 0x12) > tid19) {
    goto finish23;
  }
  lo22 = alignof(double);
finish23:;
}
enum class Mode24 { Idle25, Busy26, On27 };
__host__ __device__ int accum28(int lane29, int len30, int stride31)
{
  Mode24 diff32 = Mode24::Idle25;
  len30--;
  --lane29;
  if ((lane29 + lane29) == 22)
    return len30;
  lane29 = lane29;
  return 0x7ae - len30;
}
__constant__ int c_mix33[8] = {074, 3028, 29, 0x14, -14};
inline __host__ __device__ float smooth34(Mode24 b35, unsigned int q36, float p37)
{
  for (int j38 = 0; j38 < 16; j38 += 0x2)
    b35 = b35;
  q36 += (42 + q36) - (p37 * accum28(-22LL, 48, 0x2b));
  Mode24 k39 = b35;
  accum28(0x1 * (q36 << 3), p37, (q36 >> 5) - p37);
  ++p37;
  short int x40 = 0xcdfLL;
  return (x40 += q36, (x40 - 47lu)) * p37;
}
__global__ void scatter41(const unsigned* coef42, const short int* __restrict__ input43, unsigned int q44, int lane45)
{
  extern __shared__ float dyn_46[];
  int i47 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (i47 - q44)
    return;
  for (int it48 = 0, j49 = 12; it48 < j49; (++it48, (--j49))) {
    const float u50 = 8.375f;
    int off51{-34};
  }
}
inline unsigned char run_warp52(int len53, double alpha54)
{
  blend5<<<64, dim3(2, 2)>>>(((int)0x16) + alpha54, nullptr, (len53), 0x3);
  for (int n55 = 10; n55 > 0; --n55)
    blend5<<<dim3(1 << 1), dim3((len53 + 0377) / 256, CHUNK_1 + 0x1c0, 0x20), 4096>>>(61lu, static_cast<int*>(nullptr), (int)(n55 << n55), -9);
  shade17_kernel<<<dim3((len53 + 077) / 64, 0x8, (len53 + 255) / 256), 256>>>(-TUNE_4);
  const short w56 = alpha54;
  scatter41<<<TUNE_4 + (TUNE_4 + (TUNE_4 + 0326)), 128, CHUNK_1 + 07700>>>((const unsigned int*)nullptr, (const short*)nullptr, TUNE_4, (alpha54 += alpha54, smooth34(Mode24::Busy26, alpha54, len53)));
  dim3 hi57(1 << 8, (len53 + 63) / 64);
  return 56;
}
int main()
{
  int len58 = 1038;
  combine11<<<(len58 + 255) / 0x100, dim3((len58 + 63) / 64, (256))>>>(-21.375F);
  len58 ^= (len58);
  len58 = smooth34(Mode24::Idle25, (float)(len58 >> 5), len58 + len58 + TUNE_4);
  const float lim59 = len58 * accum28(22UL * len58, 22l, 5);
  return 0x0;
}
