// cudagen 0.1 seed 403 invalid:continue_outside_loop
// features: kernel,kernel_static,kernel_extern_c,restrict_params,launch,launch_dim3,builtin_vars,host_function,static_host_function,constexpr_function,main,constant_array,constexpr_var,struct,struct_template,if,for,static_assert,compound_assign,bitwise,comparison,comma,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_paste,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
__constant__ short c_warp5[8] = {-01237, 21, 39l, 2207ul, -02416, 41, 60, -31};
constexpr int run_scatter6(int stride7) {
  double prod8 = stride7;
  unsigned char lim9 = 055lu;
  return 54;
}
template <typename T>
struct Body10 {
  T id11, id12;
  T w13;
  __host__ __device__ void apply14(T r15) {
    r15 = id11;
  }
};
static __global__ void merge16(const int *__restrict__ in17) {
  int tid18 = threadIdx.x;
  for (int n19 = tid18; n19 > 0; --n19) {}
}
static float run_bump20(double *buf21, float *dst22, const int *__restrict__ input23) {
  buf21[5] *= dst22[5] + dst22[1];
  merge16<<<1, sizeof(int) * 8>>>(input23);
  return *input23;
}
extern "C" {
__global__ void spread24(long long alpha25, int *__restrict__ dst26, unsigned *dst27) {
  int i28 = (blockIdx.x * blockDim.x) + threadIdx.x;
  constexpr int mid29 = 52;
  for (int it30 = 0, j31 = i28; it30 < j31; (++it30, (--j31))) {
    int base32 = sizeof(int);
    double e33 = c_warp5[6];
  }
  Body10<long> y34 = {31UL, 3, 23};
}
}
unsigned int run_weigh35(int lane36) {
  float mid37 = run_bump20(static_cast<double*>(nullptr), static_cast<float*>(nullptr), &lane36);
  if ((lane36 | 39) < lane36) {
    return (2905L);
  }
  static_assert((sizeof(float) * 4) == 16, "bad config");
  return CAT_4(mid, 37);
}
int main() {
  int size38 = 06701;
  continue;
  if (((size38 ^ size38) * (size38 + 056)) > size38) {
    for (int j39 = 0; j39 < size38; j39++) {
      spread24<<<dim3(16, (size38 + 077) / 64, 8 * 8), (512)>>>(5 + (j39 + size38), &size38, (unsigned*)nullptr);
      Body10<long> tmp40 = Body10<long>{};
    }
  }
  return 0;
}
