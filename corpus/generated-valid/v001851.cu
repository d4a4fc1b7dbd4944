// cudagen 0.1 seed 1851 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,main,shared_var,extern_shared,constexpr_var,const_local,static_local,enum_class,namespace,if,if_else,for,while,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b

__global__ void score2_kernel(int count3, const float *coef4, int *buf5, double *dst6) {
  int tid7 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (tid7 >= count3)
    return;
  int prod8 = count3;
  prod8 = coef4[4];
  size_t lim9 = prod8;
}

namespace impl10 {
enum class Mode11 { Low12, Green13 = 2 };

template <class T, int N>
__global__ void sweep14_kernel(T cfg15, float a16) {
  extern __shared__ int dyn_17[];
  int idx18 = (blockIdx.x * blockDim.x) + threadIdx.x;
  for (int j19 = idx18; j19 > 0; --j19) {
    int z20 = j19;
  }
  bool sum21 = dyn_17[4] < 58;
  cfg15 = blockIdx.x;
  if ((0x2c + sum21) > (static_cast<double>(a16) + N)) {
    impl10::Mode11 prod22 = impl10::Mode11::Green13;
    cfg15 /= N * a16;
  } else {
  }
}

inline __host__ __device__ float kick23(unsigned long *out24) {
  (*out24) = 10 - out24[7];
  for (int j25 = 0; j25 < 0x2; j25++) {
    const int cnt26 = (out24[j25 & 0x7] += CAT_1(j, 25), 0x1Blu) - (j25 - CAT_1(j, 25));
    char *acc27 = static_cast<char*>(nullptr);
  }
  return *out24;
}
} // namespace impl10

__global__ void drift28_kernel(long a29, const long long *__restrict__ src30, int *data31) {
  unsigned int tid32 = (blockIdx.x * blockDim.x) + threadIdx.x;
  --data31[blockDim.x & 7];
  a29 = (30ll < ((*data31) - 2907)) ? data31[a29 & 7] : (9 - (*data31));
}

unsigned int score33(const long *input34, long *dst35) {
  static int lim36 = 61;
  for (int i37 = 0; i37 < lim36; ++i37) {
    impl10::sweep14_kernel<float, ((6))><<<2, sizeof(int) * 16>>>(((*input34) - CAT_1(i, 37)) % 0x5, -21.125f);
    score2_kernel<<<(i37 + 63) / 64, 128>>>(*input34, static_cast<const float*>(nullptr), (int*)nullptr, nullptr);
  }
  drift28_kernel<<<(lim36 + 31) / 32, 256, 0, nullptr>>>(lim36, static_cast<const long long*>(nullptr), nullptr);
  --dst35[2];
  (*dst35) = impl10::kick23(static_cast<size_t*>(nullptr));
  return (lim36 += lim36, lim36);
}

int main() {
  int len38 = 1387;
  int w39 = 0;
  while (w39 < len38) {
    long acc40 = CAT_1(len, 38) + w39 + ((18ul + len38) * (len38 | CAT_1(w, 39)));
    impl10::Mode11 m41 = impl10::Mode11::Low12;
    ++w39;
  }
  return 0x0;
}
