// cudagen 0.1 seed 64 invalid:abstract_instantiation
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_dim3,launch_shared_mem,main,shared_var,extern_shared,constexpr_var,enum_class,if,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_binary,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,lambda,lambda_capture_value,lambda_launch,macro_object,macro_paste,pp_ifdef
#include "prelude.cuh"

#define CHUNK_1 256
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b

#ifndef USE_FAST_PATH_5
#define TUNE_6 3
#else
#define TUNE_6 19
#endif

template <typename T>
__global__ void drift7_kernel(T* out8) {
  extern __shared__ int dyn_9[];
  T sum10 = 20.125f;
  dyn_9[6]++;
  __shared__ int sh_11;
  sum10++;
  T z12 = (CHUNK_1 * out8[sh_11]);
  const T* lim13 = out8 + 1;
}
enum struct Color14 : short { Busy15, Mul16, On17 };

__global__ void __launch_bounds__(TUNE_6 + (TUNE_6 + (TUNE_6 + 119)), 3) spread18_kernel(long q19, const unsigned* input20) {
  q19--;
  __shared__ int sh_21;
}

__global__ void __launch_bounds__(512) count22(int len23, int n24, const double* src25) {
  len23 |= (!src25) ? 4374 : len23;
  n24 *= (n24 + (len23 + 24)) * (+(len23 << n24));
  len23++;
  if ((src25[6] - n24) != CAT_4(n, 24)) {
    if (src25[1] < TUNE_6)
      return;
    n24 = src25[7];
    --n24;
  }
}
struct Shape33 {
    virtual float area() const = 0;
};

int main() {
  int n26 = 922;
  Shape33 shape34;
  auto fn29 = [=](double cnt27) -> float {
    count22<<<dim3((n26 + 63) / 64), 1 << 6>>>((cnt27 += cnt27, (-61)), (int)n26, nullptr);
    Color14 v28 = Color14::On17;
    drift7_kernel<double><<<(TUNE_6 + 61) * 8, dim3((n26 + 31) / 0b100000, sizeof(int) * 8, 64 * 0b10), 0b0>>>(nullptr);
    return 10.5F + cnt27 + (cnt27 += -14.125f, cnt27);
  };
  float* hi30 = nullptr;
  if ((*hi30) != 61)
    return n26 ? fn29(n26) : (*hi30);
  hi30[7] /= fn29(n26);
  unsigned char x31{static_cast<unsigned char>(hi30[n26] * fn29(n26))};
  int z32 = CAT_4(n, 26) * hi30[2];
  spread18_kernel<<<dim3(sizeof(unsigned int) * (TUNE_6 + (TUNE_6 + (TUNE_6 + (TUNE_6 + 20)))), (z32 + 31) / 32, 8), TUNE_6 + 253, 256>>>(CAT_4(n, 26), reinterpret_cast<const unsigned*>(hi30));
  return 0;
}
