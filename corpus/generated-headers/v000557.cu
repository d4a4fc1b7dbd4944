// cudagen 0.2 seed 557 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,device_function,device_template_function,main,constexpr_var,auto_var,enum_class,if,while,static_assert,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lambda,lambda_capture_value,lambda_launch,macro_statement,comments,local_class,conversion_operator,enum_underlying
#include <cuda_runtime.h>
#include <numeric>
#include <type_traits>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
static_assert(35 > 34, "bad config");
struct Ratio4 {
  float v;
  __host__ __device__ operator float() const { return v; }
  __host__ __device__ explicit operator bool() const { return v > 0; }
};
__host__ __device__ float convert5(float x) {
  Ratio4 m{x};
  float plain = m;
  return plain + (m ? 1 : 0);
}
enum struct Mode6 : unsigned char { High7, Mul8 };

template <class T, int N = 8>
__global__ void step9_kernel(T b10, T beta11, const int *__restrict__ coef12) {
  int iter13 = 0;
  while (iter13 < 15) {
    beta11 = b10;
    ++iter13;
  }
  ACCUM_1(b10, (7.75));
}
// Helper used by the kernels below.

template <typename T, class U>
__device__ int scale14(T alpha15, T *__restrict__ acc16, const double *__restrict__ coef17) {
  auto idx18 = 0x3F;
  struct Local19 {
    int s;
    __host__ __device__ int add(int v) { s += v; return s; }
  };
  Local19 k20{8};
  int q21 = k20.add(alpha15);
  ++q21;
  if ((acc16[q21] != 17) || (0x20UL > idx18))
    return acc16[idx18];
  int pass22 = 0;
  while ((pass22 < 6) && (alpha15 != (idx18 * q21))) {
    float m23 = 2.5F;
    (void)m23;
    ++pass22;
  }
  constexpr float z24 = 4.375F;
  (void)z24;
  return alpha15;
}

int main() {
  int size25 = 1776;
  if (size25) {
    auto step30 = [=](float off26) {
      off26 = -6;
      struct Local27 {
        int s;
        int add(int v) { s += v; return s; }
      };
      Local27 diff28{3};
      int cnt29 = diff28.add(off26);
      step9_kernel<double, ((3))><<<dim3(1), 0x1 << 9>>>(size25, '#', &cnt29);
    };
    step30(size25);
    ++size25;
  }
  if ((size25))
    return size25;
  size25 = 25l * size25;
  return 0;
}
