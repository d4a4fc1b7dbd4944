// cudagen 0.1 seed 2166 valid
// features: kernel,restrict_params,launch,builtin_vars,host_device_function,device_template_function,main,constant_var,shared_var,host_global,constexpr_var,local_array,enum,namespace,if,if_else,compound_assign,bitwise,shift,comparison,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_functional,cast_static,macro_function,macro_paste,comments
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define CAT_2(a, b) a##b
__constant__ double c_scatter3 = 7.875f;

inline __device__ __host__ float scatter4(int stride5, int len6, const int *__restrict__ src7) {
  if (src7 != nullptr)
    return static_cast<int>(stride5 - (*src7));
  if (stride5 != (*src7)) {
    if (stride5 > stride5)
      return *src7;
  }
  int stride8 = ((28 & len6) - (stride5 + 0x25UL)) - (4 + src7[len6]);
  return stride8 << stride8;
}
constexpr int STEPS9 = 1 << 5;
static float g_lerp10;

template <typename T, int N = 2>
__device__ __host__ int tile11(T p12) {
  p12 += 8.125;
  signed char t13{static_cast<signed char>(STEPS9)};
  unsigned long u14[4] = {};
  return N;
}
enum Phase15 { BUSY16, MUL17 };
/* Helper used by the kernels below. */

__global__ void smooth18(float *buf19, int *__restrict__ buf20, const int *in21, int *dst22) {
  unsigned int gid23 = threadIdx.x;
  Phase15 diff24 = MUL17;
  __shared__ unsigned short sh_25[8 * 0x10];
  int acc26(*in21);
  sh_25[acc26] = (*dst22) | int(*buf20);
  if ((*in21) >= 5U)
    return;
  __shared__ int sh_27[16];
}

namespace util28 {
__global__ void tile29_kernel(short beta30) {
  unsigned int i31 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (i31) {
    double idx32 = (14.375);
    beta30 = 12;
  } else {
    beta30 >>= 0b0;
  }
  __shared__ int sh_33[32];
}

inline __host__ __device__ signed char tile34(float b35) {
  unsigned char hi36 = b35;
  if (((hi36 * 39) & 1))
    return tile11<unsigned int, (MUL17 + 1)>(3147);
  constexpr int f37 = (0x2E);
  b35 = scatter4(hi36, MIN2_1(scatter4(STEPS9, hi36, nullptr), scatter4(STEPS9, 32, nullptr)), static_cast<const int*>(nullptr));
  constexpr float acc38 = 20.875f;
  Phase15 tmp39 = BUSY16;
  return b35;
}
} // namespace util28

int main() {
  int n40 = 3483;
  util28::tile29_kernel<<<1 << 3, (128)>>>((g_lerp10 += BUSY16, (0x27 << n40)));
  int t41 = STEPS9 + util28::tile34(g_lerp10);
  smooth18<<<0x100, 128>>>(static_cast<float*>(nullptr), nullptr, nullptr, nullptr);
  util28::tile29_kernel<<<(n40 + 0x3f) / 0x40, MUL17 + 0x7f>>>(3'361U);
  unsigned x42 = (n40);
  return 0;
}
