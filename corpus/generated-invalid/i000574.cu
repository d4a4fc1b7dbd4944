// cudagen 0.1 seed 574 invalid:narrowing_in_braces
// features: kernel,launch,launch_shared_mem,launch_stream,device_function,static_device_function,host_device_function,host_function,constexpr_function,default_args,main,constexpr_var,namespace,if,for,switch,static_assert,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,macro_object,pp_ifdef
#include "prelude.cuh"

#define RADIUS_1 256
#define BLOCK_SIZE_2 128
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

#ifndef USE_FAST_PATH_5
#define TUNE_6 7
#else
#define TUNE_6 57
#endif

constexpr __device__ __host__ int shade7(int count8)
{
  short int lo9{10};
  return count8 | lo9;
}
constexpr float kW10 = 1.75F;

namespace util11 {
constexpr __device__ __host__ int accum12(int stride13)
{
  stride13 = (stride13 += 0b100001, stride13);
  stride13 = stride13;
  return shade7(stride13) + 21 + ((40 + stride13) - 479ULL);
}

static __device__ void pivot14(int lane15 = 16)
{
  int tmp16 = shade7(util11::accum12(lane15)) * (util11::accum12(lane15) / (TUNE_6 + lane15));
  int q17(25 - util11::accum12(lane15));
  signed char y18 = ((tmp16 + 58ul) * (64)) >> ((BLOCK_SIZE_2 & lane15) + shade7(q17));
  y18 *= +(util11::accum12(tmp16) * lane15);
  if (lane15 <= 17lu) {
    constexpr float tmp19 = 4.0F;
  }
  signed char base20 = shade7(tmp16 + (kW10 / q17));
}
} // namespace util11

__device__ float apply21(unsigned beta22, int stride23, short *acc24)
{
  ((*acc24)--, (stride23 |= shade7(util11::accum12(~beta22))));
  char w25 = sizeof(float);
  long off26 = (stride23 += 31, (beta22 - stride23)) / (39ul * (beta22 + w25));
  float off27 = 21.875f;
  return shade7(*acc24);
}

inline __host__ __device__ short fold28(int lane29, int stride30)
{
  util11::accum12(shade7(stride30 + kW10));
  if (stride30 > shade7(lane29)) {
    for (int n31 = 0; n31 < (0b100 * 4); n31 += 3) {
      lane29 >>= (int)((31) % short(stride30));
      lane29 = util11::accum12((lane29 + 39lu) - (42l + lane29));
    }
  }
  return util11::accum12((lane29 << lane29) | 8);
}

__host__ __device__ float bump32(unsigned int a33, const int *input34)
{
  switch ((int)(*input34)) {
  case 2 * 0b100:
    break;
  case 0:
    static_assert(((TUNE_6 + 44)) == 51);
    break;
  case 5:
    break;
  case 7:
    break;
  }
  fold28(a33, float(input34[a33 & 0b111]));
  if (input34[a33] <= kW10) {
    return kW10 - (a33 & 2591);
  }
  (a33--, (a33 += fold28(a33 + kW10, ((*input34) & 24l) >> util11::accum12(input34[a33 & 7]))));
  return BLOCK_SIZE_2;
}

constexpr int check_spread35(int stride36)
{
  stride36 = shade7((stride36 & 22) + (BLOCK_SIZE_2 + stride36));
  unsigned v37((stride36 % stride36) + float(kW10));
  return util11::accum12(v37 * kW10) / ((stride36 << stride36) + util11::accum12(v37));
}

__global__ void reduce38(const int *in39, const float *src40, int *data41, float *out42)
{
  if ((*src40) != ((int)src40[6])) {
    out42[0b1] = 10.75f * (((*data41) % in39[2]) - apply21(src40[4], data41[6], (short*)nullptr));
    (*out42) += (in39[0] - (data41[6] & 31)) * kW10;
  }
  out42[5] = 18.f;
}

int main()
{
  int size43 = 3492;
  int vals48[2] = {1.5, 2};
  for (int it44 = 0; it44 < 2; it44 += 3) {
    for (int n45 = 0, j46 = it44; n45 < j46; (++n45, (--j46))) {
      float lo47 = 9ul << j46;
      reduce38<<<(j46 + 31) / 32, (TUNE_6 + 1) * 4, sizeof(double) * 64, (cudaStream_t)0>>>(nullptr, nullptr, nullptr, (float*)nullptr);
    }
  }
  return 0;
}
