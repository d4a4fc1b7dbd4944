// cudagen 0.2 seed 867 valid headers
// features: kernel,launch,launch_dim3,builtin_vars,device_function,static_device_function,host_function,static_host_function,main,shared_var,extern_shared,constexpr_var,struct,if,goto,nested_block,ternary,bitwise,comparison,pointer_arith,member_access,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_bool,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_paste,comments,conversion_operator,exceptions
#include <cuda_runtime.h>
#include <array>
#include <cstdio>
#include <type_traits>
#include <utility>

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define LOW_BITS_2(x) ((x) & 0xF)
#define CAT_3(a, b) a##b
static constexpr long WIDTH4 = sizeof(int) * 64;
__global__ void tally5_kernel(int* buf6)
{
  extern __shared__ int dyn_7[];
  unsigned int idx8 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (((0b100111 == buf6[warpSize]) ? idx8 : dyn_7[warpSize & 7]) >= threadIdx.x) {
    goto finish9;
  }
  if ((idx8 * gridDim.x) <= dyn_7[idx8 & 7]) {
    return;
  }
  buf6[5] = ((*buf6) == (WIDTH4 ^ idx8)) ? ((2UL % threadIdx.x) + (dyn_7[0x5] & WIDTH4)) : WIDTH4;
finish9:;
}
static __device__ int probe10(const int* src11)
{
  if ((*src11) - WIDTH4) {}
  if ((src11[threadIdx.x & 0x7] - WIDTH4) < (*src11)) {}
  if (11ul < (*src11)) {
    return src11[0b11];
  }
  return (+(4 | src11[threadIdx.x & 7])) + WIDTH4;
}
// Computes one element per thread.
struct Vec12 {
  bool z13;
  int lo14;
  bool count15;
};
struct Celsius16 {
  float v;
  __host__ __device__ operator float() const { return v; }
  __host__ __device__ explicit operator bool() const { return v > 0; }
};
__host__ __device__ float convert17(float x) {
  Celsius16 m{x};
  float plain = m;
  return plain + (m ? 1 : 0);
}
static signed char host_march18(const float* input19)
{
  Vec12 flag20 = {false, static_cast<int>(WIDTH4), true};
  tally5_kernel<<<dim3(16, (WIDTH4 + 256), 0x4 * 16), WIDTH4 + WIDTH4>>>((int*)nullptr);
  flag20 = Vec12{false, static_cast<int>(flag20.z13), true};
  int t21 = MIN2_1(flag20.lo14, 33);
  return t21;
}
int main()
{
  int len22 = 3014;
  int e23 = len22;
  {
    constexpr long res24 = 21lu;
    (void)res24;
    try {
      if (e23 > 22) {
        throw 22;
      }
    } catch (...) {
    }
  }
  return 0;
}
