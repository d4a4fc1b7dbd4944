// cudagen 0.2 seed 678 valid headers
// features: kernel,launch_bounds,launch,launch_dim3,main,shared_var,extern_shared,constexpr_var,auto_var,static_local,struct,operator_overload,aligned_struct,for,pragma_unroll,bitwise,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,cast_static,sizeof,macro_function,pp_ifdef,pp_if,union,hdr_cmath
#include <cuda_runtime.h>
#include <array>
#include <algorithm>
#include <numeric>
#include <cstdio>
#include <utility>
#include <tuple>

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define USE_FAST_PATH_2
#ifdef USE_FAST_PATH_2
#define TUNE_3 3
#else
#define TUNE_3 26
#endif
#if TUNE_3 == 3
#define CONFIG_4 4
#else
#define CONFIG_4 27
#endif
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
union Raw6 {
  int i;
  float f;
  double d;
  unsigned char bytes[8];
};
__device__ int use7(int x) {
  Raw6 v{};
  v.i = static_cast<int>(x);
  return static_cast<int>(v.bytes[5]) + static_cast<int>(v.i);
}
struct alignas(8) Cell8 {
  float vel9;
  unsigned long vel10;
  float flag11;
  double val12;
};
__host__ __device__ Cell8 operator+(Cell8 a, Cell8 b)
{
  Cell8 r = a;
  r.vel9 += b.vel9;
  r.vel10 += b.vel10;
  r.flag11 += b.flag11;
  r.val12 += b.val12;
  return r;
}
__global__ void __launch_bounds__(16 * 2) stencil13(const int *in14)
{
  extern __shared__ unsigned long dyn_15[];
  #pragma unroll 8
  for (int j16 = 0, j17 = TUNE_3 * 0x2; j16 < j17; (++j16, (--j17)))
    dyn_15[5] = fmaxf(j16, dyn_15[j17] % dyn_15[7]) * (18);
  auto off18 = 50 - (dyn_15[6] * sqrtf(sizeof(int)));
  (void)off18;
  int e19 = dyn_15[0];
  (void)e19;
}
int main()
{
  int size20 = 1792;
  stencil13<<<(0x10), 0x80>>>(&size20);
  size20 = ((size20) ^ static_cast<int>(20)) * fabsf(CONFIG_4);
  static float z21 = 15L;
  stencil13<<<(size20 + 63) / 0x40, dim3(CONFIG_4, 1, (size20 + 0xFF) / 0x100)>>>(&size20);
  z21 = ((11.875F + z21) * z21) - MAX2_1(size20, (size20 += z21, size20));
  return 0;
}
