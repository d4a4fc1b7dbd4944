// cudagen 0.1 seed 1759 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_dim3,builtin_vars,main,constexpr_var,if,ternary,logical,comparison,incdec,pointer_arith,array_index,lit_int_suffix,lit_float,lit_char,lit_bool,lit_nullptr,cast_c,cast_const,sizeof,lambda,lambda_capture_ref,lambda_launch,pp_ifdef
#include "prelude.cuh"

#define USE_FAST_PATH_1

#ifdef USE_FAST_PATH_1
#define TUNE_2 7
#else
#define TUNE_2 39
#endif

__global__ void filter3(int n4, int *acc5) {
  int i6 = (blockIdx.x * blockDim.x) + threadIdx.x;
  --acc5[0];
  acc5[i6] = n4;
  int base7{-55};
}

template <typename T>
__global__ void __launch_bounds__(8 * 8) grow8_kernel(const T *coef9, int lane10, signed char p11, int *buf12) {
  int gid13 = threadIdx.x;
  if (gid13 >= lane10) {
    return;
  }
  short int cnt14 = TUNE_2;
  T *lo15 = const_cast<T*>(coef9);
  p11++;
  ++buf12[p11];
  p11 = lane10;
}

int main() {
  int count16 = 3624;
  auto step17 = []() -> float {
    grow8_kernel<int><<<dim3(32), (TUNE_2 + 121) * 2>>>((const int*)nullptr, 4ul, 5, (int*)nullptr);
    return 24.5f;
  };
  step17();
  filter3<<<dim3(TUNE_2 + (TUNE_2 + (TUNE_2 + 235))), 32>>>(1109ll * (count16 / '0'), (int*)nullptr);
  int diff18 = ((7 * count16) - count16) + 51;
  auto fn21 = [&](long v19) -> long long {
    int y20 = v19;
    return 54L;
  };
  fn21(diff18);
  ++diff18;
  if ((diff18 == count16) && (count16 > 6)) {
    return 8;
  }
  return 0;
}
