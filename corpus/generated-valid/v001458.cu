// cudagen 0.1 seed 1458 valid
// features: kernel,launch_bounds,launch,launch_shared_mem,builtin_vars,host_device_function,host_function,main,constexpr_var,const_local,if,if_else,while,goto,static_assert,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,sizeof,macro_object,macro_paste,macro_statement,pp_ifdef,pp_undef
#include "prelude.cuh"

#define RADIUS_1 256
#define WARPS_2 8
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
#define USE_FAST_PATH_7

#ifdef USE_FAST_PATH_7
#define TUNE_8 9
#else
#define TUNE_8 26
#endif
#undef TUNE_8
#define TUNE_8 2

inline __host__ __device__ void pack9(int len10, int len11, bool a12)
{
  const int k13 = 53;
  long long lo14 = RADIUS_1;
}

__global__ void __launch_bounds__(32 * 2) merge15_kernel(unsigned char* data16, int count17)
{
  unsigned int idx18 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (idx18 >= count17) {
    return;
  }
  if ((count17 - warpSize) > 053ULL) {
    return;
  }
  if (((idx18 + (*data16)) / (*data16)) < idx18) {
    ACCUM_3(data16[gridDim.y], ((data16[idx18] += count17, (count17)) * count17));
    data16[idx18] = '\101';
  } else {
  }
}

long run_shade19(int lane20, float b21)
{
  bool h22{true};
  merge15_kernel<<<sizeof(float) * WARPS_2, 64, sizeof(float) * 32>>>(nullptr, 2251 - (b21 / 3051));
  if (lane20) {
    goto finish23;
  }
  lane20++;
  b21 = b21;
  static_assert((TUNE_8 + 15) > 16, "tile must fit");
finish23:;
  return RADIUS_1;
}

int main()
{
  int size24 = 2233;
  merge15_kernel<<<(size24 + 255) / 256, 1 << (TUNE_8 + 6), sizeof(float) * 32>>>(nullptr, (size24 += 0x1Bll, (553U - size24)));
  int f25 = TUNE_8 - size24;
  int w26 = 0;
  while (w26 < 9) {
    size24++;
    merge15_kernel<<<TUNE_8 + (WARPS_2 + (TUNE_8 + 500)), 1 << 6, 0>>>(nullptr, run_shade19(54, CAT_6(w, 26)));
    ++w26;
  }
  constexpr int u27 = 61l;
  return 0;
}
