// cudagen 0.2 seed 146 valid headers
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,device_function,device_forceinline,host_function,default_args,main,shared_var,static_shared,constexpr_var,if,range_for,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_bool,cast_functional,sizeof,macro_object,macro_function,macro_paste,comments,bit_field
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <cmath>
#include <cooperative_groups.h>

#define TILE_DIM_1 128
#define CHUNK_2 256
#define TILE_DIM_3 16
#define ADD3_4(a, b, c) ((a) + (b) + (c))
#define CAT_5(a, b) a##b
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
// NOTE: keep in sync with the host reference.

__device__ __forceinline__ char trace7(int count8, int n9, int *dst10)
{
  constexpr double hi11 = 0x89el;
  (void)hi11;
  count8 = 0xc;
  return n9;
}

__global__ void gather12(double beta13)
{
  int cnt14 = TILE_DIM_3;
  __shared__ int sh_15[sizeof(float) * 16];
  for (int h16 : sh_15) {
    float lim17(((cnt14) - ADD3_4(h16, h16, 6)) / TILE_DIM_3);
    (void)lim17;
  }
  sh_15[cnt14 & 63] ^= (long(CAT_5(cnt, 14)) * (31 * cnt14)) - ((cnt14 & cnt14) | (cnt14 % 8));
  size_t flag18 = ADD3_4(cnt14, (beta13 >= 36) ? (sh_15[cnt14] | 1) : (+beta13), cnt14 & TILE_DIM_3);
  (void)flag18;
  static __shared__ float sh_19[(TILE_DIM_3 + (TILE_DIM_1 + 112))];
  (void)sh_19;
}
struct Mask20 {
  signed int f0 : 10;
  int f1 : 6;
};
__device__ int pack21(int x) {
  Mask20 b{};
  b.f0 = 43;
  b.f1 = 15;
  return static_cast<int>(b.f0) + static_cast<int>(b.f1);
}

__host__ long run_trace22(long *__restrict__ dst23, int count24, int stride25 = u8'A')
{
  constexpr bool flag26 = true;
  gather12<<<TILE_DIM_3 + 112, 0x1 << 8, 0, nullptr>>>(13.5);
  cudaStream_t lo27 = nullptr;
  (void)lo27;
  stride25--;
  if (flag26 > count24) {
    return stride25;
  }
  return *dst23;
}

int main(void)
{
  int n28 = 3515;
  unsigned char val29 = (((13lu <= n28) ? 41lu : n28) & CAT_5(n, 28)) - ADD3_4((n28 << 11), ADD3_4(n28, n28, 58U), n28);
  (void)val29;
  gather12<<<0x20, TILE_DIM_3 + TILE_DIM_3>>>(CAT_5(n, 28) + 13.125);
  if ((~n28) < 63L) {
    return n28;
  }
  n28 = 62lu;
  n28 = n28;
  return 0;
}
