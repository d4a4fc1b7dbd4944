// cudagen 0.1 seed 858 valid
// features: kernel,kernel_static,kernel_template,launch_bounds,launch,launch_dim3,launch_shared_mem,device_function,device_template_function,host_function,main,shared_var,extern_shared,constexpr_var,enum_class,typedef,if,if_init,do_while,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_suffix,lit_char,lit_char_prefix,lit_bool,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_iife,macro_function,macro_paste
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
enum class Mode6 { Low7, Fast8, Add9 = 3, Fast10 };

__global__ void __launch_bounds__((512), 3) tally11_kernel(short *out12, unsigned char *out13, const long *src14, const int *coef15) {
  extern __shared__ int dyn_16[];
  float prod17{static_cast<float>(coef15[4] << 0)};
  float w18(src14[7]);
  w18 /= 'A';
}

template <typename T, int N>
inline __device__ T tally19(T *acc20, T cfg21, const T *coef22) {
  if (!(((acc20[7] <= 37) ? cfg21 : 30) >= 31L)) {
    if (coef22[0] > (acc20[7] - acc20[2])) {
      if (!acc20) {
        static_assert(sizeof(int) == 4, "size check");
      }
      Mode6 mid23 = Mode6::Add9;
    }
  }
  return N + coef22[2] + 1;
}
typedef unsigned char idx24_t;

static __global__ void __launch_bounds__(sizeof(unsigned int) * 64) score25(long p26, double *dst27, const double *src28) {
  ++dst27[0];
  (*dst27)++;
  Mode6 res29 = Mode6::Fast10;
  if (src28[p26] < 45) {
    return;
  }
  if ((*src28) < (*dst27)) {
    return;
  }
}

__global__ void grow30(int count31) {
  float v32 = (34 * count31 * ('#' + count31)) % (61 + (count31 * CAT_5(count, 31)));
  Mode6 h33 = Mode6::Low7;
}

template <class T, int N>
__global__ void apply34_kernel(T q35, double alpha36) {
  if (!((-CAT_5(q, 35)) < N)) {
    int iter37 = 0;
    do {
      T u38 = MAX2_2(CAT_5(alpha, 36) + q35, MAX2_2(iter37, sizeof(float))) * N;
      ++iter37;
    } while (iter37 < iter37);
  }
  if (unsigned lo39 = q35; ((q35 <= U'#') ? 44 : (lo39 - q35)) != (q35)) {
    lo39 |= lo39;
    T x40((q35));
  }
}

unsigned long run_apply41(float q42) {
  ([]() {})();
  ++q42;
  if ((q42 * q42) != q42) {
    return 1;
  }
  q42 = q42;
  return (q42 += q42, ((1635) / q42));
}

int main() {
  int size43 = 4057;
  Mode6 off44 = Mode6::Low7;
  ++size43;
  Mode6 r45 = Mode6::Fast10;
  tally11_kernel<<<dim3(1 << 8, 16 * 8, 64 * 2), sizeof(float) * 64, sizeof(double) * 32>>>(nullptr, nullptr, static_cast<const long*>(nullptr), &size43);
  score25<<<4, 64, sizeof(double) * 128>>>(size43 * 2595, (double*)nullptr, static_cast<const double*>(nullptr));
  grow30<<<(size43 + 63) / 64, 64>>>(CAT_5(size, 43));
  return 0;
}
