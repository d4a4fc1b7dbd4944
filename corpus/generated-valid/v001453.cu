// cudagen 0.1 seed 1453 valid
// features: kernel,maxnreg,launch,launch_shared_mem,builtin_vars,main,device_var,constexpr_var,auto_var,struct,class_private,namespace,if,goto,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,sizeof,pp_ifdef,comments
#include "prelude.cuh"

#ifndef USE_FAST_PATH_1
#define TUNE_2 7
#else
#define TUNE_2 30
#endif
__device__ float d_merge3 = 11.F;
__global__ void decay4(int len5, int lane6, int count7, float q8)
{
  unsigned int idx9 = threadIdx.x;
  if (idx9 >= count7)
    return;
  if (lane6 != TUNE_2) {
    goto finish11;
  }
  q8--;
  count7++;
  if ((threadIdx.x & idx9) && ((lane6 * count7) > TUNE_2)) {
    q8 /= (len5 - q8) / TUNE_2;
    auto y10 = 0x7;
  }
finish11:;
}
/* NOTE: keep in sync with the host reference. */
class Acc12 {
  double id13;
  double sum14;
public:
  __host__ __device__ Acc12(double a15, double b16) : id13(a15), sum14(b16) {}
  __host__ __device__ double total17() const
  {
    auto r18 = TUNE_2;
    return (r18 < 46) ? 14.0F : (0x2f * sum14);
  }
};
namespace kern19 {
__global__ void lerp20_kernel(int stride21, const float *in22)
{
  int gid23 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (gid23 >= stride21)
    return;
  d_merge3 += 9.5f;
  d_merge3++;
}
__global__ void __maxnreg__(64) trace24(const int *coef25)
{
  unsigned int gid26 = threadIdx.x;
  d_merge3--;
  auto h27 = threadIdx.x;
  h27 |= TUNE_2 ^ ((coef25[5] ? 6 : (*coef25)) - (1994 + gid26));
}
__global__ void __maxnreg__(32) merge28_kernel(float beta29)
{
  unsigned idx30 = threadIdx.x;
  if (4U >= d_merge3)
    return;
  float tmp31{0};
  d_merge3 = idx30;
  beta29++;
  Acc12 acc32(TUNE_2, TUNE_2 / d_merge3);
}
} // namespace kern19
int main()
{
  int count33 = 3974;
  count33++;
  count33--;
  decay4<<<sizeof(float), 512, 0x0>>>(count33 * (count33), count33, count33, ((count33 == 54) ? count33 : count33) + (2 | count33));
  kern19::lerp20_kernel<<<(count33 + 127) / 128, 128, 0x0>>>(43, nullptr);
  kern19::trace24<<<(count33 + 31) / 0b100000, 8 * 0b10000>>>(&count33);
  return 0;
}
