// cudagen 0.1 seed 1966 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,host_function,main,constant_array,shared_var,static_shared,extern_shared,constexpr_var,local_array,enum,typedef,if,do_while,switch,static_assert,ternary,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,macro_object,macro_function,macro_paste,pp_if
#include "prelude.cuh"

#define CHUNK_1 3
#define TILE_DIM_2 16
#define WARPS_3 5
#define MAX2_4(a, b) ((a) > (b) ? (a) : (b))
#define MOD8_5(x) ((x) % 8)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
#define CAT_8(a, b) a##b

#if (CHUNK_1 * 2) >= 54 && CHUNK_1 != 0
#define CONFIG_9 2
#else
#define CONFIG_9 30
#endif
__constant__ unsigned int c_pivot10[8] = {54, 3034, 22, 0x757, 14, 64, 58, 688ul};
typedef int idx11_t;

__global__ void __launch_bounds__(0400) pivot12_kernel(float p13, unsigned int* __restrict__ data14)
{
  extern __shared__ idx11_t dyn_15[];
  dyn_15[0x4] = MAX2_4((((data14[4] / 7) <= 17) ? c_pivot10[0b111] : ((*data14) * c_pivot10[0x1])), *data14);
  p13 = dyn_15[6];
  float res16[4] = {p13};
}

__global__ void spread17_kernel(float a18, idx11_t len19, double beta20, const unsigned char* input21)
{
  static __shared__ unsigned int sh_22[128];
  static __shared__ idx11_t sh_23[8 * (WARPS_3 + (CHUNK_1 + (CHUNK_1 + 5)))];
}

template <typename T, int N = 4>
__global__ void tile24_kernel(const T* in25, const int* src26, const T* src27, const T* __restrict__ input28)
{
  extern __shared__ float dyn_29[];
  dyn_29[5] = c_pivot10[6];
  __shared__ int sh_30[040];
  T mid31 = (+(*input28)) + MAX2_4(*input28, 1);
}
constexpr idx11_t DEPTH32 = (CHUNK_1 + 5) * ((CHUNK_1 + 5) * 2);
enum Op33 {
  GREEN34,
  RED35,
  MUL36,
  LOW37,
  ADD38
};

inline __host__ __device__ int bump39(int n40, unsigned a41)
{
  switch (MOD8_5(a41)) {
  case (ADD38):
    break;
  case (0):
    break;
  }
  a41++;
  float k42 = 1.875F;
  return MAX2_4(((a41 + CAT_8(a, 41)) << 3), 0x5);
}

char sift43(double p44, idx11_t n45, int n46)
{
  Op33 tmp47 = ADD38;
  if ((27 != tmp47) || (n46 <= tmp47)) {
    return n45 * 51lu;
  }
  tile24_kernel<unsigned int, ((5))><<<dim3((64)), 8 * 16, DEPTH32 + (CONFIG_9 + (WARPS_3 + 93)), (cudaStream_t)0>>>(nullptr, nullptr, (const unsigned int*)nullptr, static_cast<const unsigned*>(nullptr));
  return 0177l;
}

unsigned long run_scale48(const size_t* input49, const int* __restrict__ input50, const idx11_t* coef51)
{
  int iter52 = 0;
  do {
    if (iter52 == 9UL) {
      continue;
    }
    ++iter52;
  } while (iter52 < 6);
  return static_cast<unsigned char>((*input49) / (iter52));
}

int main(void)
{
  int n53 = 2572;
  int lim54 = (MAX2_4(MAX2_4(n53, 9), 6));
  lim54++;
  cudaStream_t t55 = nullptr;
  static_assert(((25)) == 25, "tile must fit");
  pivot12_kernel<<<(lim54 + 255) / 256, 1 << (LOW37 + (RED35 + RED35)), (1024), t55>>>(DEPTH32, static_cast<unsigned int*>(nullptr));
  spread17_kernel<<<dim3((n53 + 63) / 64, 4), CHUNK_1 + (DEPTH32 + (WARPS_3 + (ADD38 + 0564)))>>>(MAX2_4(lim54 + lim54, DEPTH32 / lim54), MAX2_4(lim54, ADD38) + n53, lim54, nullptr);
  return 0;
}
