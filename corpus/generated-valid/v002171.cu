// cudagen 0.1 seed 2171 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_deduced_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,device_var,shared_var,extern_shared,constexpr_var,auto_var,static_local,enum,enum_class,if,goto,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_const,sizeof,macro_object,macro_function,macro_statement,pp_if,pp_undef
#include "prelude.cuh"

#define RADIUS_1 256
#define BLOCK_SIZE_2 32
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))
#define LOW_BITS_4(x) ((x) & 0xF)
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#if BLOCK_SIZE_2 > 61
#define CONFIG_6 3
#else
#define CONFIG_6 22
#endif
#undef BLOCK_SIZE_2
#define BLOCK_SIZE_2 48
static __device__ float d_weigh7 = 23.75f;
static __global__ void warp8_kernel(size_t* __restrict__ data9, const unsigned char* coef10, float beta11, float* dst12)
{
  extern __shared__ int dyn_13[];
  int idx14 = (blockIdx.x * blockDim.x) + threadIdx.x;
  __shared__ char sh_15[32];
  unsigned h16 = sizeof(float);
  __shared__ int sh_17[64];
  int prod18 = 32;
  prod18 = idx14 ^ (LOW_BITS_4(h16) & (18 << sh_15[4]));
}
enum Axis19 { HIGH20, LOW21, RED22 };
__global__ void sift23(int stride24, float* out25)
{
  d_weigh7 = (stride24 | stride24) ? out25[stride24] : sizeof(int);
  __shared__ float sh_26[64];
  out25[stride24 & 7]--;
  unsigned v27 = blockIdx.x * stride24;
  ++stride24;
  int* tmp28 = nullptr;
  d_weigh7 = threadIdx.x;
}
template <typename T, int N = 7>
__global__ void scatter29_kernel(T* out30, const T* __restrict__ in31, const T* __restrict__ input32, T cfg33)
{
  int tid34 = (blockIdx.x * blockDim.x) + threadIdx.x;
  d_weigh7 *= (T)(tid34 - cfg33);
  --cfg33;
}
__global__ void bump35_kernel(short* __restrict__ acc36, int* out37, unsigned int* __restrict__ buf38)
{
  int tid39 = (blockIdx.x * blockDim.x) + threadIdx.x;
  --(*acc36);
  __shared__ int sh_40[128];
  out37[4] |= *out37;
}
enum State41 { ON42, ADD43 };
__global__ void step44(signed char* __restrict__ buf45)
{
  int tid46 = (blockIdx.x * blockDim.x) + threadIdx.x;
  buf45[threadIdx.y] <<= 2;
  d_weigh7 = d_weigh7;
}
template <typename T, int N = 7>
__global__ void shade47_kernel(const T* coef48)
{
  int i49 = (blockIdx.x * blockDim.x) + threadIdx.x;
  auto t50 = 0xB;
  int sum51 = LOW_BITS_4(t50);
  d_weigh7 += i49;
  sum51 *= warpSize + (N % ((int)sum51));
}
enum class State52 : short { Busy53 = 1, Red54 = 5, Off55 = 7, Idle56 };
short check_sweep57(const int* __restrict__ src58)
{
  shade47_kernel<<<dim3(ADD43 + 7), dim3(ADD43 + 7, 1 << (ADD43 + RED22), LOW21 + (ADD43 + 14)), 256 * (ADD43 + 3), (cudaStream_t)0>>>((const double*)nullptr);
  const char* z59 = "ok";
  int idx60(MIN2_3(~(z59[1] % 8), (src58[4] * src58[4])));
  if (((src58 == nullptr) ? 30 : z59[0x0]) < 32) {
    goto finish61;
  }
  scatter29_kernel<int, 1><<<dim3((idx60 + 127) / 128), dim3((idx60 + 63) / 64, (idx60 + 31) / 32, 1 << 3)>>>(const_cast<int*>(src58), nullptr, src58, z59[0] * 61U);
  (--idx60, (idx60 ^= ((long)18ul) | z59[1]));
finish61:;
  return idx60;
}
int main()
{
  int len62 = 1009;
  State52 hi63 = State52::Red54;
  float q64 = len62 * ((14) | (len62 + len62));
  static float diff65 = -15.125f;
  if (diff65 >= diff65) {
    return diff65;
  }
  diff65 -= +((HIGH20 / diff65) / MIN2_3(q64, 44));
  warp8_kernel<<<(len62 + 255) / 256, dim3((len62 + 31) / 32, 512, (len62 + 0x3f) / 0x40), 0x0, 0>>>((size_t*)nullptr, (const unsigned char*)nullptr, check_sweep57(nullptr), nullptr);
  sift23<<<2, 0x1 << (ADD43 + 5)>>>(check_sweep57((const int*)nullptr), nullptr);
  bump35_kernel<<<(LOW21 + 3), (LOW21 + 7) * (LOW21 + (LOW21 + 14))>>>(nullptr, nullptr, nullptr);
  return 0;
}
