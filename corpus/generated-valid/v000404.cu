// cudagen 0.1 seed 404 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,builtin_vars,host_device_function,host_function,constexpr_function,main,device_var,shared_var,extern_shared,constexpr_var,enum_class,namespace,nested_namespace,if,if_else,if_init,for,static_assert,compound_assign,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_functional,cast_static,macro_function,macro_paste,comments
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b

constexpr __host__ __device__ int smooth5(int n6) {
  unsigned int r7 = MAX2_1(n6, (n6 + 14) * float(20.375F));
  return n6;
}
enum struct Kind8 : unsigned char { Green9, Slow10, Fast11 };
__device__ int d_mix12;
// NOTE: keep in sync with the host reference.

template <typename T, typename U>
__global__ void lerp13_kernel(U a14, const U *src15, const int *in16) {
  extern __shared__ float dyn_17[];
  static_assert(19 > 18, "expected value");
  dyn_17[blockIdx.x] *= smooth5(smooth5(static_cast<long>(d_mix12)));
  a14 = (62);
  dyn_17[gridDim.z] = U((33 * dyn_17[5]) - threadIdx.z);
}
/* Returns the accumulated value. */

__host__ __device__ float score18(const int *src19) {
  smooth5(smooth5(MAX2_1(src19[2], src19[4])));
  if (long y20 = src19[1] % (*src19); ((y20 - 53) * MAX2_1(*src19, CAT_4(y, 20))) > src19[y20]) {
    for (int j21 = 0, j22 = 8; j21 < j22; (++j21, (--j22))) {
      smooth5(j22 % src19[4]);
      y20 -= 2;
    }
  }
  return smooth5(src19[1]);
}

namespace util23::v24 {
constexpr int stencil25(int n26) {
  n26 = unsigned(44 + smooth5(n26));
  n26 -= 10;
  return -56;
}

__global__ void __launch_bounds__(64 * 16) gather27(int *data28) {
  unsigned int i29 = threadIdx.x;
  (*data28) = 43L;
  (--d_mix12, ((*data28) -= i29 * ((1 + data28[threadIdx.x]) - ((*data28) / warpSize))));
  Kind8 mid30 = Kind8::Fast11;
}
} // namespace util23::v24

template <typename T, int N = 7>
__global__ void split31_kernel(T a32, float p33, const T *in34) {
  unsigned int i35 = threadIdx.x;
  for (int i36 = 0; i36 < d_mix12; i36 += 2) {
    unsigned int e37 = ((N - CAT_4(a, 32)) + score18(nullptr)) - (score18(&i36) * 12);
  }
  T r38 = score18(&d_mix12) - score18(static_cast<const int*>(nullptr));
  d_mix12 *= r38;
  float cnt39 = d_mix12;
  Kind8 lo40 = Kind8::Slow10;
}

int main() {
  int n41 = 1965;
  if (util23::v24::stencil25(n41) <= 40)
    return long(n41 * n41);
  n41 = CAT_4(n, 41);
  if (int mid42{-58l}; !((n41 % mid42) > mid42)) {
    float q43((n41 += mid42, score18(&mid42)));
    util23::v24::gather27<<<2, 256>>>(&mid42);
    int r44 = smooth5(mid42);
  } else {
  }
  lerp13_kernel<long, unsigned int><<<(n41 + 255) / 256, 128>>>((16) + (n41 * n41), nullptr, &n41);
  split31_kernel<long, 7><<<(n41 + 31) / 32, 512>>>(n41, (CAT_4(n, 41) * 'z') - 9.75f, nullptr);
  return 0;
}
