// cudagen 0.1 seed 441 invalid:host_var_in_device
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_noinline,host_device_function,device_template_function,main,shared_var,extern_shared,constexpr_var,auto_var,const_local,if,for,pragma_unroll,ternary,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,alignof,macro_object,pp_if
#include "prelude.cuh"

#define WARPS_1 3
#define CHUNK_2 3
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#if CHUNK_2 % 2 == 0 || CHUNK_2 < 4
#define CONFIG_5 6
#else
#define CONFIG_5 22
#endif
template <class T>
__device__ float kick6(T *__restrict__ out7, const T *__restrict__ src8, int stride9)
{
  ++stride9;
  (--out7[7], (stride9 = stride9));
  (*out7) = stride9;
  return sizeof(float);
}
__global__ void sift10(float beta11, float alpha12, const float *coef13)
{
  beta11 = (int)(alpha12 * static_cast<int>(coef13[2]));
  if (coef13[0x6] <= alpha12)
    return;
  const double *m14 = reinterpret_cast<const double*>(coef13);
  beta11 = beta11;
  char h15 = (beta11 * 34L) - m14[6];
}
__device__ double tally16(int len17, int lane18)
{
  lane18 = CHUNK_2;
  if (len17 == len17)
    return 37;
  --len17;
  float h19 = (10.0f);
  h19 = +len17;
  h19 = -(h19);
  return 17.375F;
}
__global__ void lerp20(int *__restrict__ buf21, float a22, long long cfg23, const int *__restrict__ coef24)
{
  extern __shared__ unsigned int dyn_25[];
  a22--;
  #pragma unroll
  for (int i26 = 10; i26 > 0; --i26) {
    auto sum27 = (a22 += sizeof(int), 55) << 0x6lu;
  }
  __shared__ float sh_28;
}
__device__ __noinline__ double clamp29(unsigned short alpha30)
{
  if ((alpha30 >= WARPS_1) && alpha30)
    return alpha30;
  int r31 = (alpha30 += 48L, alpha30);
  alpha30--;
  __shared__ float sh_32[(256)];
  return (r31 += sh_32[158], (alpha30 + 8)) - r31;
}
__device__ int pack33(int count34, float cfg35)
{
  count34 = CHUNK_2;
  auto sum36 = ((count34 + 24) < (((cfg35 >= cfg35) ? count34 : 0x4) - cfg35)) || (42 > ((unsigned int)count34));
  ++count34;
  return sizeof(int);
}
inline __host__ __device__ float decay37(unsigned int *dst38, float q39, const unsigned int *in40)
{
  const int prod41 = CONFIG_5;
  q39 = 10.875f;
  int lim42 = prod41 + (((*dst38) << in40[5]) + (+(*dst38)));
  return CHUNK_2;
}
int host_table47 = 7;
__global__ void reads_host48(int *p)
{
    p[threadIdx.x] = host_table47;
}
int main()
{
  int n43 = 2002;
  reads_host48<<<1, 32>>>(nullptr);
  auto idx44 = (double)CONFIG_5;
  constexpr long base45 = (43);
  int base46 = (sizeof(unsigned int) * ((int)idx44)) / n43;
  sift10<<<(CONFIG_5 + (CHUNK_2 + 7)) * 2, dim3((CONFIG_5 + (CONFIG_5 + 500))), 0x1000, nullptr>>>(base45, 18.5f, nullptr);
  lerp20<<<32, CONFIG_5 + 26, sizeof(int) * 0x100>>>(nullptr, (base46 * base46) + ((60 <= base46) ? idx44 : n43), alignof(double) + (base46 - 25), nullptr);
  return 0;
}
