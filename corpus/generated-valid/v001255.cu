// cudagen 0.1 seed 1255 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,builtin_vars,device_function,static_device_function,device_template_function,host_function,main,device_var,constexpr_var,enum_class,namespace,nested_namespace,if,while,goto,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_const,sizeof,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b

__global__ void __launch_bounds__(2 * 16) stencil2_kernel(float *dst3, int count4, const float *__restrict__ in5, float *out6) {
  int i7 = threadIdx.x;
  if (i7 >= count4) {
    return;
  }
  (*out6) = 5.75F;
  if ((CAT_1(count, 4) | CAT_1(count, 4)) >= in5[3]) {
    return;
  }
  count4 = CAT_1(i, 7);
}

namespace detail8::sub9 {
__device__ int d_split10;
enum class Level11 : long { Blue12, Add13 = 2, Off14 };
} // namespace detail8::sub9

template <class T, int N>
static __device__ T combine15(T *out16, unsigned int *buf17) {
  detail8::sub9::d_split10 = 27;
  (++detail8::sub9::d_split10, ((*buf17) = (T)(17.5 * detail8::sub9::d_split10)));
  if (N <= (~threadIdx.x)) {
    goto finish18;
  }
  ++out16[threadIdx.y];
  out16[4]++;
  ++(*buf17);
finish18:;
  return buf17[detail8::sub9::d_split10];
}
__device__ float d_mix19 = 16.625F;
constexpr long DEPTH20 = 128;

namespace math21 {
long host_lerp22(const float *coef23, detail8::sub9::Level11 cfg24) {
  int w25 = 0;
  while ((w25 < 14) && (coef23[w25 & 7] <= 55)) {
    stencil2_kernel<<<(w25 + 31) / 32, 32>>>(const_cast<float*>(coef23), 6, coef23, const_cast<float*>(coef23));
    stencil2_kernel<<<(w25 + 63) / 64, 256, sizeof(int) * 64>>>(const_cast<float*>(coef23), w25, coef23, const_cast<float*>(coef23));
    long long mid26 = -38;
    ++w25;
  }
  return -4'818;
}
constexpr int BLOCK27 = 7;
__device__ float d_scatter28;
} // namespace math21

int main() {
  int size29 = 3214;
  if (math21::host_lerp22(nullptr, detail8::sub9::Level11::Blue12) != size29) {
    return math21::BLOCK27;
  }
  --size29;
  stencil2_kernel<<<(size29 + 255) / 256, math21::BLOCK27 + 505>>>(nullptr, 22 | size29, nullptr, nullptr);
  size29 = math21::BLOCK27;
  size29 = (int)(math21::BLOCK27 + (size29 * math21::BLOCK27));
  return 0;
}
