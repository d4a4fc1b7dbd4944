// cudagen 0.2 seed 609 valid headers
// features: kernel,launch,main,shared_var,extern_shared,constexpr_var,if,for,goto,ternary,compound_assign,bitwise,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,macro_function,macro_statement,call_operator,runtime_api,hdr_cmath
#include <cuda_runtime.h>
#include <algorithm>
#include <numeric>
#include <type_traits>

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define LOW_BITS_2(x) ((x) & 0xF)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
struct Clamp6 {
  int k;
  __device__ int operator()(int v) const { return v * k; }
  template <typename T>
  __device__ T operator()(T a, T b) const { return a + b; }
};
__device__ int call7(int x) {
  Clamp6 fn{6};
  return fn(x) + fn(x, 1);
}
__global__ void scatter8_kernel(const float* in9, float b10, int lane11)
{
  extern __shared__ float dyn_12[];
  if (LOW_BITS_2(lane11)) {
    goto out17;
  }
  if ((*in9) == cosf(in9[5])) {
    float diff13 = (lane11 * 025U) & static_cast<int>(lane11);
    (void)diff13;
  }
  for (int n14 = 0x0; n14 < 12; n14 += 2) {
    for (int n15 = 0; n15 < lane11; ++n15) {
      constexpr float k16 = -10.75f;
      (void)k16;
    }
    dyn_12[lane11 & 7] = 8.125F;
  }
out17:;
}
int main()
{
  int size18 = 707;
  scatter8_kernel<<<(0x10), (040)>>>(static_cast<const float*>(nullptr), (float)size18, ((size18 == 0x37LL) ? size18 : 48) + (14 + size18));
  size18 += (floorf(size18) >= size18) ? 14 : LOW_BITS_2(size18);
  scatter8_kernel<<<(size18 + 63) / 0x40, (0400)>>>((const float*)nullptr, size18, LOW_BITS_2(size18));
  cudaError_t err19 = cudaDeviceSynchronize();
  int ok20 = err19 == cudaSuccess ? 1 : 0;
  (void)ok20;
  float v21 = size18;
  (void)v21;
  constexpr unsigned char t22 = '0';
  (void)t22;
  return 0x0;
}
