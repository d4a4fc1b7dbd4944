// cudagen 0.1 seed 452 invalid:kernel_friend_definition
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,main,constexpr_var,local_array,auto_var,const_local,enum,namespace,anon_namespace,if,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_function,macro_statement,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define USE_FAST_PATH_3
#ifdef USE_FAST_PATH_3
#define TUNE_4 7
#else
#define TUNE_4 47
#endif
#if TUNE_4 > 29
#define CONFIG_5 5
#elif TUNE_4 < 0
#error unreachable configuration
#else
#define CONFIG_5 18
#endif
#undef CONFIG_5
#define CONFIG_5 8
namespace {
enum Axis6 { ON7 = 3, GREEN8 = 7 };
void host_blend9(int lane10)
{
  if ((lane10 < lane10) && (lane10 > sizeof(float)))
    return;
  const unsigned off11 = lane10;
}
} // namespace
namespace gpu12 {
int run_probe13(short b14, const float *__restrict__ coef15, float p16)
{
  host_blend9((0x4UL >> b14) >> 1);
  const int *t17 = reinterpret_cast<const int*>(coef15);
  return 16u * (b14 >> t17[b14 & 0x7]);
}
__device__ int weigh18(long *dst19)
{
  dst19[threadIdx.x] |= 12ul & ((unsigned char)((*dst19) & dst19[warpSize & 7]));
  dst19[0] = TUNE_4;
  Axis6 cnt20 = GREEN8;
  return *dst19;
}
} // namespace gpu12
__global__ void __launch_bounds__(0x200) drift21(const int *input22)
{
  int gid23 = (blockIdx.x * blockDim.x) + threadIdx.x;
  float f24[5] = {};
  f24[blockIdx.x] /= (-(8 - f24[gid23])) + LOW_BITS_1(gpu12::weigh18(nullptr));
  short f25 = input22[gid23 & 0x7];
}
inline int host_probe26(const unsigned long *__restrict__ in27, int lane28)
{
  double val29(gpu12::run_probe13(gpu12::run_probe13(ON7, nullptr, TUNE_4) >> in27[lane28 & 0b111], reinterpret_cast<const float*>(in27), 8 ^ lane28));
  const signed char lo30 = val29;
  val29 = ON7;
  if ((lo30 < ON7) && (lo30 <= CONFIG_5))
    return lo30;
  if (static_cast<int>(in27[0x1] ^ 0x22) == (lane28 % (*in27))) {
    drift21<<<(lane28 + 255) / 0x100, sizeof(float) * (ON7 + 29), (TUNE_4 + 4089), nullptr>>>(reinterpret_cast<const int*>(in27));
    static_assert(sizeof(int) == 4);
  }
  return (*in27) << (~lo30);
}
struct Holder34 {
    int v;
    friend __global__ void friend_kernel35(int *p) { p[0] = 1; }
};
int main(void)
{
  int count31 = 826;
  count31 += host_probe26(nullptr, (count31 += 0x13, gpu12::run_probe13(count31, nullptr, 23U)));
  long e32 = count31;
  auto e33 = (((count31 / e32) <= e32) && (LOW_BITS_1(count31) & 1)) ? e32 : count31;
  return 0b0;
}
