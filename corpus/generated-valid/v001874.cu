// cudagen 0.1 seed 1874 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,launch_stream,host_function,static_host_function,main,device_var,device_array,shared_var,constexpr_var,enum,namespace,if,while,ternary,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,macro_statement,pp_ifdef,pp_undef
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 7
#else
#define TUNE_3 45
#endif
#undef TUNE_3
#define TUNE_3 8

template <typename T, int N = 4>
__global__ void bias4(const T *coef5, unsigned int beta6, float beta7, unsigned int b8) {
  __shared__ int sh_9[32];
  const T *e10 = coef5;
  ++beta6;
}
__device__ int d_drift11[8];

namespace math12 {
__device__ long d_blend13;
enum State14 { SLOW15 = 1, ADD16, MUL17 = 8 };

template <typename T, int N>
__global__ void score18_kernel(T *__restrict__ buf19, const T *src20, const unsigned int *__restrict__ input21, const T *in22) {
  buf19[2]--;
  d_drift11[math12::d_blend13]--;
  if (!((*in22) <= '\\')) {
    return;
  }
}
} // namespace math12

__host__ float trace23(double *acc24) {
  (*acc24) = (6 + (*acc24)) * double(acc24[2]);
  float w25 = acc24[7];
  int cnt26 = acc24[0x5];
  math12::State14 w27 = math12::SLOW15;
  --w25;
  return (w27 != math12::MUL17) ? 41 : w25;
}

static void host_reduce28(double alpha29, float *data30, float b31) {
  if (!(alpha29 == alpha29)) {
    return;
  }
  alpha29 = trace23(&alpha29);
  bias4<double, (math12::SLOW15 + 0x1)><<<16, (128), 16 * 0x10, nullptr>>>(&alpha29, 38 / data30[2], b31, data30[1]);
}

int main() {
  int size32 = 1761;
  int iter33 = 0;
  while ((iter33 < (math12::ADD16 * 7)) && (((iter33 <= iter33) ? math12::MUL17 : 48) <= iter33)) {
    if (iter33 <= 58u) {
      return (37L) * iter33;
    }
    math12::State14 stride34 = math12::SLOW15;
    int mid35{size32};
    ++iter33;
  }
  math12::score18_kernel<unsigned int, 3><<<(size32 + 31) / 0x20, 64>>>((unsigned int*)nullptr, nullptr, (const unsigned*)nullptr, (const unsigned int*)nullptr);
  return 0;
}
