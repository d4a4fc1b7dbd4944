// cudagen 0.1 seed 650 invalid:static_vla
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,device_array,shared_var,extern_shared,host_global,constexpr_var,enum_class,if,range_for,nested_block,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,sizeof,macro_stringize,macro_statement,pp_ifdef
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 4
#else
#define TUNE_5 21
#endif
__device__ int d_kick6[16];

__global__ void __maxnreg__(32) warp7_kernel(int len8, int len9) {
  int i10 = threadIdx.x;
  if (i10 >= len8) {
    return;
  }
  if (d_kick6[len9 & 15] <= ((d_kick6[9] % len8) & (TUNE_5 << i10))) {
    for (const auto &acc11 : d_kick6) {
      float lim12 = len9 - d_kick6[0x1];
      float stride13 = len9;
    }
    ACCUM_1(len9, (i10));
  }
}
enum class State14 { Off15, On16, Red17 = 6 };

__global__ void bump18(int n19, int n20, double* dst21, unsigned long beta22) {
  d_kick6[n19] = (n20 >> sizeof(unsigned char)) - TUNE_5;
  if ((blockDim.x & 1)) {
    ACCUM_1(beta22, (420));
  }
  ACCUM_1(beta22, (0x2fULL));
  float res23 = ((3342l));
}

__global__ void scatter24_kernel(int n25) {
  int idx26 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (idx26 >= n25) {
    return;
  }
  float flag27 = blockIdx.z;
  if ((idx26 ^ sizeof(int)) >= 60) {
    if (blockIdx.y >= 50L) {
      return;
    }
    if ((n25 | blockIdx.x) < 34u) {
      return;
    }
  }
  d_kick6[7]--;
  flag27 = d_kick6[n25 & 15];
}
static int g_update28;

template <class T, typename U>
__global__ void norm29_kernel(T* acc30, const T* coef31) {
  extern __shared__ long dyn_32[];
  dyn_32[0x4] = *acc30;
  ++acc30[blockDim.y];
}
enum class Mode33 : unsigned int {
  Mul34,
  On35,
  Slow36,
  Off37 = 4,
  On38 = 10
};

unsigned int tile39(const short* src40, unsigned beta41) {
  if (src40[7] < beta41) {
    const char* lo42 = STR_3(TUNE_5);
    {
      scatter24_kernel<<<16, 0400>>>((beta41) % (23 + (*src40)));
      bump18<<<(beta41 + 31) / 040, 1 << 6, sizeof(int) * 256, 0>>>((4544 + beta41) - (beta41 + 27L), sizeof(int) * (*src40) * (TUNE_5 << beta41), nullptr, (int)(lo42[0x1] + 33));
    }
  }
  return 056;
}

int main(void) {
  int n43 = 3367;
  static int scratch44[n43];
  g_update28++;
  norm29_kernel<double, double><<<1, TUNE_5 + (TUNE_5 + 120)>>>((double*)nullptr, (const double*)nullptr);
  warp7_kernel<<<TUNE_5 + TUNE_5, TUNE_5 + 508, sizeof(int) * 0b10000000, 0>>>((g_update28 + 25) - g_update28, g_update28 ^ g_update28);
  return 0b0;
}
