// cudagen 0.1 seed 2115 valid
// features: kernel,kernel_extern_c,restrict_params,launch,launch_dim3,builtin_vars,host_device_function,host_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,local_array,auto_var,enum_class,if,nested_block,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_hex_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,macro_object,macro_function,pp_ifdef,pp_undef
#include "prelude.cuh"

#define RADIUS_1 8
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define USE_FAST_PATH_5
#ifndef USE_FAST_PATH_5
#define TUNE_6 14
#else
#define TUNE_6 59
#endif
#undef TUNE_6
#define TUNE_6 48
__device__ __host__ void sift7(float p8, float *__restrict__ buf9, const int *coef10)
{
  if (((*buf9) >= 45) && (buf9[1] >= (*coef10))) {
    return;
  }
  int flag11 = (int)(((*coef10) * 1) << 0);
}
__host__ __device__ float decay12(long *__restrict__ dst13)
{
  {
    auto s14 = (long long)dst13[6];
    int acc15 = 0x14;
  }
  sift7(44, reinterpret_cast<float*>(dst13), reinterpret_cast<const int*>(dst13));
  dst13[0] = *dst13;
  return 19.375f;
}
enum class Phase16 : long { High17, Red18, Blue19, On20 = 6 };
constexpr __host__ __device__ int pivot21(int stride22)
{
  stride22++;
  return 55U;
}
extern "C" {
__global__ void merge23(float a24, const char *__restrict__ input25, unsigned long *__restrict__ out26)
{
  extern __shared__ unsigned char dyn_27[];
  int tid28 = (blockIdx.x * blockDim.x) + threadIdx.x;
  unsigned char prod29 = TWICE_PLUS_2(TWICE_PLUS_2(pivot21(input25[2]), 44), ((float)dyn_27[6]) * 8);
  Phase16 t30 = Phase16::Red18;
  Phase16 f31 = Phase16::Red18;
  unsigned *m32 = reinterpret_cast<unsigned int*>(out26);
}
}
constexpr int run_smooth33(int stride34)
{
  return 2UL;
}
int main()
{
  int count35 = 1417;
  double lim36[(8)]{static_cast<double>(20.25), 0x1p0, 6.0, static_cast<double>(count35), 20.375, 20.0, static_cast<double>(TUNE_6), 9.0};
  sift7((run_smooth33(lim36[count35])), (float*)nullptr, nullptr);
  merge23<<<dim3((count35 + 63) / 64, (count35 + 63) / 64, (count35 + 127) / 128), 256>>>(+(0x9 + lim36[0]), (const char*)nullptr, nullptr);
  return 0x0;
}
