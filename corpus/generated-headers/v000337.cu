// cudagen 0.2 seed 337 valid headers
// features: kernel,launch,launch_shared_mem,builtin_vars,device_template_function,host_function,main,managed_var,struct,struct_template,if,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_paste,comments,if_constexpr,exceptions,concept,requires_clause,requires_expression,runtime_api,hdr_cmath
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <cmath>
#include <tuple>
#include <cuda_fp16.h>

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define HALF_2(x) ((x) / 2)
#define CAT_3(a, b) a##b
template <typename T> concept Small4 = sizeof(T) <= 16;
template <typename T> concept Arith5 = requires(T a, T b) {
  a + b;
  { a * b } -> Small4;
  typename T;
};
template <Small4 T> T twice6(T x) { return x + x; }
template <typename T> requires (sizeof(T) >= 4) T thrice7(T x) { return x * 3; }
template <typename T> T quad8(T x) requires Arith5<T> { return x * 4; }
int sign9(Small4 auto v) { return v != 0 ? 1 : 2; }
template <typename T>
int measure10(T v) {
  if constexpr (requires { v.size(); }) {
    return static_cast<int>(v.size());
  } else {
    return 1;
  }
}
/* Layout: row-major, no padding. */

template <typename T>
struct Node11 {
  T id12;
  float sum13;
  T count14;
  __host__ __device__ void reset15(int h16) {
    count14 = id12;
  }
};
__managed__ unsigned m_shade17[64];

__global__ void combine18_kernel(float a19, unsigned int alpha20, int *buf21, int lane22) {
  unsigned int i23 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (i23 >= lane22) {
    return;
  }
  float stride24 = (lane22 += alpha20, static_cast<int>(threadIdx.y)) + ((lane22 += 11ul, i23) - (18 | gridDim.y));
  stride24 /= 20.375f - (blockIdx.x & CAT_3(lane, 22));
  float stride25 = (a19 += 6.625f, ((alpha20) | m_shade17[i23 & 63]));
  (void)stride25;
}

int run_gather26(float cfg27, short alpha28) {
  cfg27 /= 33 ^ sign9(10u);
  combine18_kernel<<<1 << 1, (0x40), (1024)>>>(expf(HALF_2(alpha28)), CAT_3(alpha, 28), (int*)nullptr, fabsf(m_shade17[alpha28 & 63] + cfg27));
  combine18_kernel<<<1 << 8, 64>>>(18, cfg27, static_cast<int*>(nullptr), 4771);
  alpha28 >>= (alpha28 += 37, measure10<long>(alpha28));
  alpha28 = (measure10<long>(-28) * m_shade17[alpha28]) % ((cfg27 += 33, m_shade17[alpha28 & 63]) ^ static_cast<long>(alpha28));
  alpha28 ^= 2263;
  m_shade17[21]--;
  return sign9(0xBu - m_shade17[11]) - 0xcl;
}

int main() {
  int count29 = 01272;
  combine18_kernel<<<4, 4 * 0x10>>>(cosf(CAT_3(count, 29)), 32, &count29, sqrtf(count29 | 44UL));
  try {
    combine18_kernel<<<(count29 + 31) / 32, 32 * 16, sizeof(double) * 64>>>(run_gather26(count29, 9 >> count29), count29, &count29, m_shade17[count29 & 0x3F]);
    int device30 = 0;
    cudaGetDevice(&device30);
    cudaDeviceProp prop31;
    cudaGetDeviceProperties(&prop31, device30);
    int sms32 = prop31.multiProcessorCount + prop31.warpSize;
    (void)sms32;
    if (m_shade17[0x5] > 40) {
      throw 40;
    }
  } catch (int) {
  }
  count29 = '"';
  if (count29 < (m_shade17[0] | m_shade17[4])) {
    return static_cast<int>(HALF_2(count29));
  }
  return 0x0;
}
