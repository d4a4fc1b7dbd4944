// cudagen 0.1 seed 2350 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,builtin_vars,device_function,device_forceinline,static_device_function,host_device_function,main,constexpr_var,const_local,enum,namespace,if,ternary,shift,logical,comparison,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_hex_float,lit_char,lit_char_prefix,lit_string,lit_string_concat,lit_nullptr,cast_c,sizeof,lambda,lambda_iife,macro_object,macro_paste,pp_if,pp_undef,comments
#include "prelude.cuh"

#define CHUNK_1 16
#define NUM_ITERS_2 5
#define CAT_3(a, b) a##b

#if (CHUNK_1 * 2) >= 52 && CHUNK_1 != 0
#define CONFIG_4 8
#else
#define CONFIG_4 27
#endif
#undef CONFIG_4
#define CONFIG_4 12

namespace gpu5 {
inline __device__ __host__ void fuse6(float b7, const float* coef8, const float* coef9) {
  b7 = b7;
  int lo10 = CONFIG_4 + b7;
}
enum Phase11 : short { RED12, HIGH13 = 6, RED14 };

template <typename T>
__global__ void step15(T q16, const T* __restrict__ in17) {
  int idx18 = (blockIdx.x * blockDim.x) + threadIdx.x;
  q16 = CONFIG_4 + ((idx18 / idx18) * (CAT_3(q, 16) - q16));
  double z19(22.25f);
  q16 = (4.25f / in17[0x2]) - ((20.0f + z19) * 0x1p4f);
  unsigned short u20(((idx18 * 3) - (idx18 + U'#')) << sizeof(T));
  T q21 = z19;
  q21 = (((idx18 >= sizeof(int)) && (in17[u20] >= (*in17))) ? 37L : in17[u20]) - q21;
  q21 = *in17;
}
} // namespace gpu5
/* Helper used by the kernels below. */

static __device__ __forceinline__ int accum22(gpu5::Phase11 a23) {
  gpu5::Phase11 lo24 = gpu5::RED12;
  gpu5::Phase11 r25 = gpu5::HIGH13;
  r25 = gpu5::RED14;
  if ((!(a23 < a23)) && (gridDim.y > CAT_3(r, 25))) {
    int f26 = threadIdx.x + 040;
    gpu5::Phase11 sum27 = lo24;
    const signed char t28 = r25;
  }
  return lo24;
}

int main() {
  int size29 = 0x9C3;
  dim3 h30((size29 + 31) / 32, (size29 + 255) / 256, 8 * 4);
  gpu5::step15<long><<<(size29 + 077) / 64, 0x10 * 16>>>(size29 + (size29), (const long*)nullptr);
  ([]() {
    const char* x31 = "kernel\n" "_tail";
  })();
  size29 = CAT_3(size, 29) + size29;
  if ((size29 > CAT_3(size, 29)) && (CAT_3(size, 29) >= size29)) {
    return size29;
  }
  size29 = size29 * (size29);
  return 0;
}
