// cudagen 0.1 seed 235 invalid:deleted_function
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,main,shared_var,constexpr_var,anon_namespace,if,do_while,switch,static_assert,ternary,compound_assign,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,alignof,macro_stringize,pp_ifdef,pp_if
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 10
#else
#define TUNE_4 39
#endif

#if TUNE_4 == 10
#define CONFIG_5 1
#else
#define CONFIG_5 19
#endif

namespace {
__global__ void __launch_bounds__(TUNE_4 + 118) shade6(const float* __restrict__ coef7, float b8, unsigned char* buf9, int count10)
{
  int gid11 = (blockIdx.x * blockDim.x) + threadIdx.x;
  (*buf9) >>= threadIdx.y;
  buf9[3] = coef7[4];
  switch (threadIdx.y * 29U) {
  case sizeof(float):
    break;
  case CONFIG_5 + 10:
    break;
  }
  int flag12 = CONFIG_5 + (*coef7);
  if (threadIdx.z > 43) {
    return;
  }
  unsigned long stride13 = 2339 * ((gridDim.z == 30) ? (b8 / alignof(double)) : 17);
}

__global__ void drift14(const float* coef15, const int* coef16, int* buf17)
{
  unsigned int idx18 = (blockIdx.x * blockDim.x) + threadIdx.x;
  switch (buf17[idx18]) {
  case sizeof(int): {
    float t19{3.0F};
    break;
  }
  case 5:
    buf17[5] = *coef16;
    break;
  case 7: {
    __shared__ unsigned long sh_20[32];
    int flag21 = buf17[2];
    break;
  }
  case 11:
    ++buf17[idx18];
    break;
  default:
    break;
  }
}
} // namespace

int run_pack22(int* buf23)
{
  --buf23[4];
  buf23[1] = ((TUNE_4 + (*buf23)) >> 6) - buf23[6];
  return 61;
}
struct Handle_28 {
    Handle_28() = default;
    Handle_28(const Handle_28 &) = delete;
};

int main()
{
  int size24 = 1308;
  Handle_28 h_28;
  Handle_28 copy_28 = h_28;
  int iter25 = 0;
  do {
    const char* cnt26 = STR_2(TUNE_4);
    int off27 = ((size_t)TUNE_4) + ((int)size24);
    switch (off27 >> off27) {
    case 1:
      static_assert((TUNE_4 + (CONFIG_5 + 1)) > 11, "size check");
      break;
    case (CONFIG_5 + (CONFIG_5 + (CONFIG_5 + (CONFIG_5 + 3)))):
      size24 = cnt26[1];
      break;
    case (0):
      break;
    case 11:
      break;
    }
    ++iter25;
  } while (iter25 < size24);
  shade6<<<dim3((iter25 + 31) / 32, sizeof(float) * 8, CONFIG_5 + CONFIG_5), 64, 0>>>(nullptr, 64u, nullptr, sizeof(unsigned short));
  drift14<<<1, dim3((iter25 + 255) / 256, (size24 + 255) / 0400)>>>(nullptr, nullptr, (int*)nullptr);
  return 0;
}
