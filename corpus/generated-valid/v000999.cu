// cudagen 0.1 seed 999 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,kernel_extern_c,restrict_params,launch,launch_shared_mem,launch_stream,device_function,device_forceinline,main,shared_var,extern_shared,host_global,constexpr_var,local_array,struct,struct_methods,enum,if,for,ternary,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,macro_statement
#include "prelude.cuh"

#define TILE_DIM_1 8
#define NUM_ITERS_2 64
#define HALF_3(x) ((x) / 2)
#define LOW_BITS_4(x) ((x) & 0xF)
#define SWAP_5(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
static __global__ void accum8(int len9)
{
  len9 = -len9;
  unsigned int z10 = len9;
  len9 = (10 - (z10));
  int u11[5]{static_cast<int>(TILE_DIM_1), int(' '), 43, 48, 1};
}
__device__ int spread12(const float* src13)
{
  for (int j14 = 0; j14 < 12; ++j14) {}
  __shared__ int sh_15[16];
  if (src13[6] <= (*src13))
    return src13[3];
  return LOW_BITS_4(sh_15[15] * sh_15[1]);
}
struct Acc16 {
  int mass17;
  float count18;
  unsigned x19;
  __host__ __device__ void apply20(unsigned short w21)
  {
    count18 = mass17;
  }
};
__global__ void bias22(int n23, Acc16 cfg24)
{
  extern __shared__ long long dyn_25[];
  cfg24 = Acc16{n23, 52, 2L};
  __shared__ Acc16 sh_26;
  if (n23 >= NUM_ITERS_2)
    return;
  int v27 = sh_26.count18 * (n23 * sh_26.mass17);
  __shared__ char sh_28[128];
  double base29 = 20;
}
static __global__ void bump30_kernel(float alpha31)
{
  alpha31 = HALF_3(alpha31);
  alpha31 = sizeof(int);
  if (alpha31 < TILE_DIM_1)
    return;
  const unsigned int* idx32 = nullptr;
}
enum Op33 { ON34, GREEN35, BUSY36, GREEN37 };
extern "C" __global__ void score38(const long* __restrict__ coef39, const float* in40, long b41)
{
  b41 = coef39[6];
  b41 = b41;
}
struct Acc42 {
  int y43;
  unsigned int id44;
};
template <typename T>
__global__ void filter45(T a46, T* data47, float* acc48)
{
  (acc48[4]--, (a46 = data47[6] + (a46 - data47[1])));
  Acc16 flag49{static_cast<int>(((*data47) == a46) ? 25 : a46), 20.F, 4U};
}
static long long g_mix50;
__device__ __forceinline__ float split51(float* acc52, const int* __restrict__ coef53, int lane54)
{
  for (int n55 = 0; n55 < lane54; n55++) {
    acc52[lane54] = (n55 + static_cast<long long>(64)) * ((37l + lane54) * lane54);
    lane54 = 5;
    if (((19 >= int(*acc52)) ? 47 : (coef53[3] - lane54)) <= coef53[lane54]) {
      int u56 = ((unsigned short)(*coef53)) - (44lu - double(*coef53));
      u56 = (static_cast<char>(54U) * u56) - LOW_BITS_4(coef53[3] + sizeof(int));
      Op33 k57 = GREEN37;
    }
  }
  return *coef53;
}
int main(void)
{
  int n58 = 3649;
  double y59 = static_cast<long>(60 - g_mix50) * n58;
  int stride60 = g_mix50;
  unsigned sum61 = 22;
  filter45<int><<<(sum61 + 63) / 64, 64 * 8>>>(n58, static_cast<int*>(nullptr), (float*)nullptr);
  accum8<<<2, (512), (BUSY36 + 1022), nullptr>>>(n58);
  bias22<<<32 * (GREEN35 + GREEN35), 32>>>(-4l, Acc16{});
  bump30_kernel<<<BUSY36 + (TILE_DIM_1 + (NUM_ITERS_2 + (TILE_DIM_1 + 430))), (TILE_DIM_1 + 56), (GREEN35 + (TILE_DIM_1 + (BUSY36 + (NUM_ITERS_2 + 181)))), (cudaStream_t)0>>>(1.25f);
  return 0;
}
