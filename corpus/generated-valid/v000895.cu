// cudagen 0.1 seed 895 valid
// features: kernel,restrict_params,launch,builtin_vars,host_function,main,constant_array,constexpr_var,local_array,auto_var,enum_class,namespace,if,for,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_const,sizeof,alignof,macro_object,pp_ifdef,pp_if
#include "prelude.cuh"

#define CHUNK_1 16
#define CHUNK_2 (0b100000)
#define TILE_DIM_3 ((CHUNK_1 + 240))
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 4
#else
#define TUNE_5 57
#endif

#if CHUNK_1 % 2 == 0 || CHUNK_1 < 4
#define CONFIG_6 3
#else
#define CONFIG_6 28
#endif
enum class Op7 {
  Idle8 = 2,
  Low9 = 6,
  Idle10,
  Add11 = 12,
  Slow12
};

__global__ void pivot13(float *out14)
{
  int i15 = (blockIdx.x * blockDim.x) + threadIdx.x;
  out14[2] -= i15 | ((out14[gridDim.x] += out14[4], i15) % i15);
  int lo16[5] = {i15};
  short base17 = 57 + i15;
  base17++;
}

namespace kern18 {
float check_reduce19(double cfg20, unsigned beta21, const float *in22)
{
  if (beta21) {
    return -(cfg20 - cfg20);
  }
  pivot13<<<(beta21 + 0b11111) / 32, 4 * 8>>>(const_cast<float*>(in22));
  return (cfg20 += 24.875F, ((33ul ^ beta21) - (10.375f)));
}

__global__ void scatter23(int *__restrict__ out24, int stride25)
{
  int idx26 = threadIdx.x;
  int mid27 = ((alignof(int) - out24[stride25 & 7]) - 34);
  if (((*out24) - 0x7) >= idx26) {
    return;
  }
}
__constant__ int c_norm28[4] = {0x35, 44, 0xD, 26};
} // namespace kern18

__global__ void apply29_kernel(const int *src30, int lane31, float *__restrict__ data32)
{
  data32[lane31] = sizeof(float);
  double mid33 = src30[lane31];
}

__global__ void accum34(int stride35, int len36, const long long *__restrict__ input37)
{
  int tid38 = threadIdx.x;
  if (tid38 >= len36) {
    return;
  }
  for (int n39 = 0, j40 = stride35; n39 < j40; (++n39, (--j40))) {
    auto idx41 = ((int)len36) - CONFIG_6;
    char stride42 = idx41 ^ (5 * (len36));
  }
  short x43(((!input37) ? ((unsigned)kern18::c_norm28[blockIdx.y]) : 4) << (((stride35 | alignof(int)) <= 0b110100) ? (*input37) : (17 << (*input37))));
  double stride44 = x43;
}

int main()
{
  int len45 = 2425;
  len45 += (len45 - 47) * kern18::check_reduce19(CHUNK_1, len45, (const float*)nullptr) * (len45 | len45);
  for (int n46 = len45; n46 > 0x0; --n46) {
    for (int n47 = 0x0, j48 = 7; n47 < j48; (++n47, (--j48))) {
      if ((len45 >> j48) > n47) {
        return kern18::check_reduce19(n46, 0x29, (const float*)nullptr) - kern18::check_reduce19(j48, j48, (const float*)nullptr);
      }
      len45++;
    }
  }
  kern18::scatter23<<<(len45 + 63) / 64, CHUNK_1 + 112>>>(&len45, kern18::check_reduce19(int(len45), CONFIG_6 + len45, (const float*)nullptr));
  apply29_kernel<<<(len45 + 0xff) / 256, (32)>>>(&len45, kern18::check_reduce19(len45 + len45, 4999 * len45, (const float*)nullptr), nullptr);
  accum34<<<(len45 + 63) / 64, (CONFIG_6 + 1) * (TUNE_5 + TUNE_5)>>>(len45 % (sizeof(int)), kern18::check_reduce19(kern18::check_reduce19(0b110111, len45, nullptr), (float)CONFIG_6, nullptr), (const long long*)nullptr);
  return 0;
}
