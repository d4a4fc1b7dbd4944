// cudagen 0.1 seed 1517 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,static_host_function,constexpr_function,main,constant_var,shared_var,shared_2d,static_shared,constexpr_var,local_array,namespace,if,for,while,do_while,switch,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_float,lit_float_exponent,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,sizeof,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b

__global__ void __launch_bounds__(sizeof(int) * 128, 3) bias2_kernel(const int *coef3) {
  int tid4 = threadIdx.x;
  __shared__ int sh_5;
  for (int j6 = 0; j6 < 5; ++j6) {
    int pass7 = 0;
    while (pass7 < 3) {
      --sh_5;
      float cnt8[7] = {};
      ++pass7;
    }
  }
}

constexpr int host_scatter9(int lane10) {
  lane10 = -((lane10 * CAT_1(lane, 10)) + 23);
  return ('\101');
}
__constant__ float c_bump11 = 7.75f;

static void run_scale12(signed char cfg13) {
  bias2_kernel<<<256 * 2, dim3(sizeof(int), 64, 4 * 2)>>>(nullptr);
  dim3 s14 = dim3(32 * 16, 010 * 8, 256);
}

template <class T, int N>
__global__ void norm15_kernel(T *data16, long long *dst17, const float *input18, T *out19) {
  (*data16) = 63lu * ((*input18) * (dst17[blockDim.x]));
  int w20 = 0;
  do {
    if ((data16[w20] / 3) > blockIdx.y) {
      continue;
    }
    ++w20;
  } while (w20 < 10);
  __shared__ double sh_21[16][12];
  unsigned long mid22(N);
  T s23 = (c_bump11);
}

__global__ void __launch_bounds__(64, 1) count24_kernel(float *data25, unsigned int q26) {
  unsigned int idx27 = threadIdx.x;
  long off28[5]{36u, 9l, -32L, long(021), 17U};
  static __shared__ char sh_29;
  __shared__ unsigned sh_30;
}
__constant__ float c_warp31 = 250e-3F;

namespace math32 {
__global__ void stencil33(int *out34, float b35, signed char *acc36) {
  int tid37 = (blockIdx.x * blockDim.x) + threadIdx.x;
  b35++;
  b35 = long((unsigned)(17 - c_bump11));
}

template <class T, int N = 5>
__global__ void combine38(T *out39, T *buf40) {
  int i41 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (i41 == T(threadIdx.z)) {
    if (N > (*out39)) {
      return;
    }
  }
  out39[6] = N;
  out39[i41]++;
}

__global__ void __launch_bounds__(32 * 010, 1) tile42_kernel(char *out43, char *buf44) {
  unsigned gid45 = threadIdx.x;
  switch (buf44[gid45]) {
  case 7:
    ++out43[6];
    break;
  }
  buf44[4]--;
  int w46 = (long)long(062l);
  static __shared__ int sh_47[16 * 2];
  --sh_47[9];
  if ((c_warp31 - sizeof(int)) < 19) {
    return;
  }
}
} // namespace math32

int main(void) {
  int count48 = 1409;
  if ((((int)count48) + (count48 * 47)) != (CAT_1(count, 48) - '\101')) {
    run_scale12(((int)38) + (count48 + 56u));
  }
  int w49 = 0;
  while (w49 < count48) {
    count48 = w49 / ((+count48) * host_scatter9(w49));
    count48 = 240U;
    ++w49;
  }
  norm15_kernel<double, 6><<<(count48 + 0377) / 256, (32), sizeof(double) * 256>>>(nullptr, (long long*)nullptr, (const float*)nullptr, nullptr);
  count24_kernel<<<dim3(16, 512), 256, sizeof(float) * 1'024>>>(nullptr, 24l * count48 * 5);
  math32::stencil33<<<dim3((8), (count48 + 255) / 256, (w49 + 0177) / 128), (64)>>>(&count48, 16U, nullptr);
  return 0;
}
