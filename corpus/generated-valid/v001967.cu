// cudagen 0.1 seed 1967 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,main,device_array,shared_var,extern_shared,constexpr_var,local_array,struct,enum_class,namespace,goto,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,cast_const,sizeof,macro_stringize,pp_ifdef
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 2
#else
#define TUNE_4 48
#endif

struct Cell5 {
  float count6;
  int weight7;
  int mass8;
  bool count9;
};

template <typename T, int N = 7>
__global__ void __launch_bounds__(32) relax10_kernel(T* acc11, const T* in12, int lane13) {
  extern __shared__ long dyn_14[];
  unsigned char lo15 = 0x1 & ((dyn_14[lane13 & 7]) + (13L - lane13));
  lo15 = *in12;
  long base16[2] = {};
  lane13 = lo15;
  --lo15;
  base16[1] = acc11[lo15 & 7];
}
static __device__ float d_spread17[32];

namespace detail18 {
__global__ void __launch_bounds__(sizeof(float) * 0x10) combine19(const int* in20, int n21, float* data22, const unsigned int* input23) {
  d_spread17[n21 & 31] *= ((*in20) + ((long)TUNE_4)) % ((*input23) + sizeof(double));
  int stride24{n21};
  stride24 = n21;
  int* sum25 = const_cast<int*>(in20);
  if (stride24 >= sizeof(float)) {
    goto done26;
  }
  --sum25[n21];
done26:;
}

__global__ void relax27(const short* src28, float* buf29) {
  d_spread17[0x14]++;
  d_spread17[21] = static_cast<short>(sizeof(short)) + buf29[6];
  d_spread17[11] = 6.375F;
}
enum class State30 { Blue31 = 2, High32 = 4, Slow33, Blue34 = 7 };
} // namespace detail18

unsigned int run_shade35(long* out36) {
  const char* e37 = STR_2(x + 1);
  int y38 = e37[1];
  y38 = 49;
  return e37[0] - e37[1];
}

int main() {
  int n39 = 0xCE9;
  detail18::combine19<<<dim3((n39 + 31) / 32, (n39 + 0x3f) / 64, 128), sizeof(int) * (TUNE_4 + 016), 0x0, (cudaStream_t)0>>>(static_cast<const int*>(nullptr), TUNE_4, nullptr, nullptr);
  unsigned int x40 = n39;
  relax10_kernel<double, 0x7><<<32, (TUNE_4 + 62)>>>(static_cast<double*>(nullptr), nullptr, TUNE_4);
  detail18::relax27<<<dim3((x40 + 0xff) / 256, sizeof(unsigned int), 2), dim3(1, (x40 + 255) / 256, (x40 + 255) / 256)>>>(nullptr, nullptr);
  return 0;
}
