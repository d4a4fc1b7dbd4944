// cudagen 0.2 seed 67 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,main,shared_var,shared_2d,constexpr_var,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,pp_ifdef,comments,conversion_operator,hdr_cmath
#include <cuda_runtime.h>
#include <cmath>

#define NUM_ITERS_1 256
#define BLOCK_SIZE_2 16
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b

#ifndef USE_FAST_PATH_7
#define TUNE_8 12
#else
#define TUNE_8 50
#endif

template <typename T, int N = 4>
__global__ void __launch_bounds__(sizeof(float) * 8) filter9_kernel(const T *__restrict__ src10, float *dst11) {
  dst11[0x1] = fmaxf(19, dst11[0x6]) * NUM_ITERS_1 * MAX2_3(src10[0] + 27ll, (*dst11) * TUNE_8);
  ++(*dst11);
  sinf(src10[4] - (N + dst11[0x2]));
}
// NOTE: keep in sync with the host reference.

template <typename T>
__global__ void __launch_bounds__(0x8 * 0x8) scatter12(T cfg13) {
  T flag14 = cfg13;
  (void)flag14;
  ceilf(cfg13);
  __shared__ size_t sh_15[10][4];
  (void)sh_15;
}
struct Weight16 {
  float v;
  operator float() const { return v; }
  explicit operator bool() const { return v > 0; }
};
float convert17(float x) {
  Weight16 m{x};
  float plain = m;
  return plain + (m ? 1 : 0);
}

int main() {
  int count18 = 2779;
  dim3 m19((count18 + 31) / 32, (2), (count18 + 127) / 128);
  ++count18;
  filter9_kernel<unsigned int, 3><<<(count18 + 0177) / 128, 0x20 * 0x2, sizeof(float) * NUM_ITERS_1>>>((const unsigned int*)nullptr, nullptr);
  scatter12<<<m19, dim3((count18 + 127) / 128), sizeof(double) * 0x100>>>(static_cast<float>(BLOCK_SIZE_2));
  return 0x0;
}
