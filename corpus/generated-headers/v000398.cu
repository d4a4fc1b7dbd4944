// cudagen 0.2 seed 398 valid headers
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,host_device_function,host_function,main,constant_array,constexpr_var,local_array,const_local,namespace,if,if_init,switch,switch_fallthrough,static_assert,ternary,compound_assign,bitwise,shift,comparison,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,cast_c,cast_static,sizeof,macro_function,macro_paste,pp_ifdef,pp_undef,if_constexpr,rdc_extern_device_var,runtime_api,hdr_cmath
// nvcc: -rdc=true
#include <cuda_runtime.h>

#define LOW_BITS_1(x) ((x) & 0xF)
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

#ifdef USE_FAST_PATH_6
#define TUNE_7 1
#else
#define TUNE_7 24
#endif
#undef TUNE_7
#define TUNE_7 8
__constant__ double c_pivot8[8] = {-6.75, -22.F, -7.375, 21.875, 33, -4109, -6.125F, 0.375};
extern __device__ int sharedCounter9;
extern __device__ float lookup10[8];
__device__ int bumpShared11(int x) {
  sharedCounter9 += x;
  return sharedCounter9 + static_cast<int>(lookup10[x & 7]);
}

namespace math12 {
__global__ void grow13_kernel(int count14, int len15, int stride16)
{
  int acc17 = len15;
  (void)acc17;
  if (unsigned acc18(-count14); ((~CAT_5(count, 14)) & 1)) {
    if ((acc18 += lookup10[7], sizeof(double)) < static_cast<float>(CAT_5(acc, 18))) {
      len15 = expf(41lu);
      if constexpr (sizeof(void *) == 8) {
        sinf(fabsf(TUNE_7 << count14));
        float base19[4]{5.0F, 18.875F, -8.25F, static_cast<float>(2280UL)};
        (void)base19;
      } else {
      }
    }
  }
}

float check_shade20(int len21, int len22)
{
  const int flag23 = sqrtf(sqrtf(0xd13 & len21));
  len22 = (int)flag23;
  float x24{4.0f};
  if (x24 != flag23) {
    return CAT_5(flag, 23);
  }
  if (len21 != LOW_BITS_1(len21)) {
    ceilf(-24.875f);
    math12::grow13_kernel<<<1, TUNE_7 + (TUNE_7 + (TUNE_7 + 488))>>>((len21 >> 0) ^ 'z', ((64 >= len22) ? CAT_5(len, 22) : 13) ^ (len22 += flag23, CAT_5(len, 22)), len22);
  }
  return (float)len21;
}

__host__ __device__ int merge25(float a26, int lane27)
{
  unsigned q28(LOW_BITS_1((static_cast<short>(a26))));
  q28 %= 19ul - q28;
  return (lane27 + expf(022)) / 0x27;
}
} // namespace math12

int host_decay29(float alpha30, const unsigned* __restrict__ src31)
{
  cudaStream_t prod32 = nullptr;
  (void)prod32;
  bool e33{false};
  cudaStream_t stream34;
  cudaStreamCreate(&stream34);
  cudaStreamSynchronize(stream34);
  math12::grow13_kernel<<<1 << 5, (512), 0x80 * TUNE_7, stream34>>>(6u, LOW_BITS_1(e33 * 60UL), sizeof(int) >> e33);
  return ((0x15 - alpha30) != LOW_BITS_1(e33)) ? expf(alpha30) : TWICE_PLUS_2(math12::check_shade20(alpha30, CAT_5(alpha, 30)), (static_cast<double>(e33)));
}

int main()
{
  int count35 = 03660;
  static_assert((sizeof(float) * 14) > 55, "expected value");
  switch (count35) {
  case TUNE_7 + 1: {
    count35 -= count35;
    int device36 = 0;
    cudaGetDevice(&device36);
    cudaDeviceProp prop37;
    cudaGetDeviceProperties(&prop37, device36);
    int sms38 = prop37.multiProcessorCount + prop37.warpSize;
    (void)sms38;
    [[fallthrough]];
  }
  case 0b1011:
    break;
  default:
    break;
  }
  return 0;
}
