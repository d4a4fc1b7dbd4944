// cudagen 0.1 seed 1692 valid
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,constexpr_var,if,goto,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,macro_object,macro_function
#include "prelude.cuh"

#define TILE_DIM_1 16
#define LOW_BITS_2(x) ((x) & 0xF)
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
template <typename T>
__global__ void scatter4(T* acc5, float* acc6, int len7)
{
  int tid8 = (blockIdx.x * blockDim.x) + threadIdx.x;
  --acc5[0b101];
  double flag9 = -22.375;
}
constexpr long TILE10 = 3;
template <class T, int N>
__global__ void __maxnreg__(128) shade11_kernel(T a12, int* buf13, T cfg14)
{
  int i15 = threadIdx.x;
  ++(*buf13);
  short tmp16 = 0b1001;
  a12 = TILE_DIM_1;
}
inline long host_lerp17(long* buf18, int len19, bool p20)
{
  if (len19 >= TILE10) {
    goto done21;
  }
  if (!buf18) {
    return 43u;
  }
  buf18[len19] = (((*buf18) << len19) - p20) % 3311;
done21:;
  return p20;
}
int main()
{
  int count22 = 1363;
  constexpr int base23 = 0x2FC;
  count22 = 0b101101LL / (count22);
  scatter4<double><<<(count22 + 0x7f) / 128, 512>>>(static_cast<double*>(nullptr), nullptr, (base23 * count22) - TILE10);
  shade11_kernel<float, TILE10><<<(0x2), dim3((TILE10 + 1) * (TILE10 + 5), 512), sizeof(float) * 128, 0>>>(1 + (count22), nullptr, (count22 - base23) + count22);
  return 0b0;
}
