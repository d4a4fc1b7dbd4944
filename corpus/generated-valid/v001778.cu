// cudagen 0.1 seed 1778 valid
// features: kernel,kernel_extern_c,launch,builtin_vars,grid_stride_loop,device_function,device_forceinline,static_device_function,host_device_function,main,shared_var,extern_shared,host_global,constexpr_var,local_array,enum,namespace,if,for,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,macro_function,comments
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define SQR_2(x) ((x) * (x))
double g_norm3[] = {9.5, 33, 0x2f};
enum Color4 : int { ADD5, LOW6, IDLE7, GREEN8 = 4 };

inline __host__ __device__ int sweep9(int n10, int n11, unsigned q12)
{
  long y13[3]{12ll, -2353l, long(0b111010)};
  y13[n10] = 21ULL;
  y13[n10] += ((long)MOD8_1(y13[2]));
  --y13[0b1];
  q12 <<= IDLE7;
  n11 ^= y13[1] % n10;
  return y13[1];
}

__global__ void smooth14(const short *src15, int count16)
{
  size_t v17 = sweep9(sweep9(sweep9(count16, count16, count16), static_cast<unsigned int>(count16), count16 - 33), 0x2a, *src15);
  int x18[4] = {};
}
/* Returns the accumulated value. */

__device__ __forceinline__ void probe19(int count20)
{
  sweep9(count20, GREEN8, 30);
  Color4 y21 = LOW6;
  sweep9(sweep9(3476ll, count20, int(0x3F)), y21 * (-0), 0b110100);
}

extern "C" {
__device__ int update29(int len30, float *buf31)
{
  buf31[5] = buf31[6];
  constexpr int res32 = 3239;
  double mid33[6] = {};
  return blockIdx.z;
}

__global__ void filter22_kernel(int *acc23)
{
  int i24 = threadIdx.x;
  long stride25{-63};
  for (int j26 = (blockIdx.x * blockDim.x) + threadIdx.x; j26 < (IDLE7 + 0xB); j26 += blockDim.x * gridDim.x) {
    Color4 val27 = GREEN8;
  }
  acc23[i24] %= 22UL * sweep9(sweep9(*acc23, acc23[threadIdx.x], stride25), sweep9(*acc23, stride25, *acc23), acc23[0x0]);
  sweep9(stride25, (size_t)SQR_2(i24), threadIdx.x);
  double *tmp28 = reinterpret_cast<double*>(acc23);
  stride25 ^= i24;
}
}

namespace math34 {
static __device__ __forceinline__ unsigned grow35(float beta36)
{
  if ((beta36 * (beta36 - beta36)) > beta36) {
    beta36 -= beta36;
    Color4 y37 = IDLE7;
  }
  return blockIdx.x ? sweep9(sweep9(beta36, beta36, GREEN8), ADD5, 60 % blockDim.x) : (MOD8_1(gridDim.x) >> (45 - blockIdx.y));
}

__host__ __device__ float blend38(int lane39, int lane40)
{
  float base41[6] = {float(lane40 / lane40), -35l, 7.0F};
  ++base41[lane39];
  if (static_cast<unsigned int>(base41[lane39])) {
    return static_cast<int>(lane40);
  }
  return 16.75f;
}

__global__ void sweep42_kernel(float b43)
{
  extern __shared__ long dyn_44[];
  unsigned int gid45 = (blockIdx.x * blockDim.x) + threadIdx.x;
  dyn_44[5]--;
  b43 += sweep9(gridDim.y * (LOW6 / b43), math34::blend38(0x3, 28), gid45);
  dyn_44[blockIdx.x] = (int)update29(b43, nullptr);
}
} // namespace math34

int main(void)
{
  int n46 = 1728;
  g_norm3[n46] = math34::blend38(((0x21L < n46) ? 34 : 61UL) - 38U, g_norm3[n46]);
  Color4 hi47 = ADD5;
  smooth14<<<(LOW6), 128>>>(static_cast<const short*>(nullptr), IDLE7);
  filter22_kernel<<<2, 0x200>>>(static_cast<int*>(nullptr));
  math34::sweep42_kernel<<<(LOW6), (IDLE7 + (GREEN8 + (IDLE7 + 0x18))) * (GREEN8 + GREEN8)>>>(math34::blend38(g_norm3[1] / hi47, (n46 == 0x2Aul) ? 35 : n46));
  return 0x0;
}
