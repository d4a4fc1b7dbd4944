// cudagen 0.1 seed 1866 valid
// features: kernel,kernel_static,maxnreg,restrict_params,launch,launch_dim3,launch_stream,host_function,main,constexpr_var,local_array,auto_var,compound_assign,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_reinterpret,macro_paste,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define CAT_1(a, b) a##b
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 3
#else
#define TUNE_3 25
#endif

#if TUNE_3 > 55
#define CONFIG_4 5
#else
#define CONFIG_4 29
#endif
#undef TUNE_3
#define TUNE_3 24

static __global__ void __maxnreg__(128) probe5(double *data6, float *data7, const unsigned int *coef8) {
  int t9[5] = {7, 61l};
  auto prod10 = (coef8[1] - CONFIG_4) + ((size_t)data6[2]) + ((*data7) + 44);
}

__global__ void weigh11(int *out12, unsigned int p13, const float *in14) {
  out12[p13] += (out12[p13] * 46LL) / (p13 + (p13 * (*out12)));
  out12[p13] = p13;
}

signed char trace15(double q16, const int *__restrict__ src17) {
  size_t t18 = TUNE_3;
  weigh11<<<(t18 + 0x1F) / 0x20, dim3((t18 + 127) / 128, (t18 + 31) / 32, (t18 + 31) / 0x20)>>>((int*)nullptr, q16, reinterpret_cast<const float*>(src17));
  t18--;
  return (127 * src17[0x1]) - ((int)q16);
}

int main() {
  int count19 = 0x524;
  double e20{7.};
  cudaStream_t flag21 = (cudaStream_t)0;
  probe5<<<CONFIG_4 + 3, dim3((count19 + 0x7f) / 0x80)>>>(&e20, nullptr, nullptr);
  return 0x0;
}
