// cudagen 0.1 seed 910 valid
// features: kernel,restrict_params,launch,launch_dim3,device_function,device_forceinline,static_device_function,host_device_function,host_function,main,shared_var,extern_shared,constexpr_var,auto_var,const_local,static_local,if,for,while,static_assert,compound_assign,bitwise,shift,logical,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_capture_ref,macro_object,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define NUM_ITERS_1 8
#ifdef USE_FAST_PATH_2
#define TUNE_3 5
#else
#define TUNE_3 43
#endif
#if TUNE_3 % 2 == 0 || TUNE_3 < 4
#define CONFIG_4 5
#else
#define CONFIG_4 9
#endif
static __device__ __forceinline__ int rank5(int lane6)
{
  lane6 = CONFIG_4;
  if (!(lane6 >= sizeof(float)))
    return (lane6 & 38);
  return ((lane6) * lane6) + 0x13;
}
/* Computes one element per thread. */
__host__ __device__ int norm7(unsigned short b8)
{
  int iter9 = 0;
  while ((iter9 < 9) && ((iter9 + iter9) < iter9)) {
    auto diff10 = b8;
    b8 %= sizeof(unsigned int) % diff10;
    ++iter9;
  }
  b8 = 48;
  const float hi11 = static_cast<long long>(iter9 | 0x18) + 0x5;
  return hi11;
}
__global__ void fold12_kernel(const long long* src13, const int* __restrict__ in14)
{
  extern __shared__ int dyn_15[];
  dyn_15[1] = *src13;
  unsigned int lo16 = rank5(-031) - in14[0x5];
  double tmp17 = (22.25 + dyn_15[5]) - (in14[3] + src13[lo16]);
  unsigned int t18 = 0xD;
}
__global__ void count19(int len20, long long q21, unsigned int* __restrict__ out22)
{
  for (int i23 = 0; i23 < len20; i23 += 1) {
    float e24 = q21;
    out22[i23 & 0b111] = 13;
  }
  out22[q21 & 0b111] |= 5;
  int diff25 = 30;
}
__host__ __device__ long fold26(int count27, int stride28, long* __restrict__ acc29)
{
  for (int j30 = 0x0; j30 < 14; ++j30) {
    double v31 = norm7(0b110000);
    norm7(norm7(stride28) / static_cast<short>(CONFIG_4));
  }
  const unsigned int lo32 = 26;
  norm7((*acc29) | stride28);
  norm7(CONFIG_4);
  return (stride28 - 0x31) * 2;
}
inline void check_split33(int lane34, double cfg35)
{
  auto lam37 = [&](float h36) -> double {
    cfg35 /= lane34 & (fold26(cfg35, h36, nullptr) - 1lu);
    lane34 -= static_cast<float>(lane34 * '\101');
    cfg35 = lane34 | lane34;
    return norm7((long)CONFIG_4);
  };
  if ((lane34 > lane34) || (cfg35 > lane34))
    return;
  dim3 m38 = dim3((lane34 + 0x1F) / 32);
  if ((lane34 != cfg35) && (46U >= cfg35))
    return;
  static_assert(sizeof(int) == 4, "size check");
  static double e39 = 4248;
}
int main()
{
  int n40 = 2420;
  for (int j41 = 0; j41 < 13; j41++) {
    dim3 base42 = dim3((j41 + 31) / 0x20);
  }
  n40 |= norm7(fold26(n40, NUM_ITERS_1, nullptr) + sizeof(int));
  const unsigned mid43 = (n40 - (n40 - n40)) & (((unsigned char)NUM_ITERS_1) - n40);
  int* tmp44 = nullptr;
  fold12_kernel<<<dim3(16, (1), (CONFIG_4 + 23) * (NUM_ITERS_1 + NUM_ITERS_1)), 1 << 7>>>((const long long*)nullptr, (const int*)nullptr);
  count19<<<(n40 + 31) / 32, 8 * (NUM_ITERS_1 + 8)>>>((14U & tmp44[0x3]) * (sizeof(long long) * n40), n40, nullptr);
  return 0x0;
}
