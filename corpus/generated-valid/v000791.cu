// cudagen 0.1 seed 791 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,device_function,host_device_function,host_function,main,device_var,shared_var,constexpr_var,enum_class,if,for,goto,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_string,lit_string_prefix,lit_nullptr,cast_c,sizeof,macro_function,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define HALF_2(x) ((x) / 2)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#ifdef USE_FAST_PATH_4
#define TUNE_5 16
#else
#define TUNE_5 32
#endif
__device__ int d_warp6;
enum struct Mode7 : long { Add8, Slow9, Mul10, Fast11 = 7 };

__device__ void pack12(float q13, long long* __restrict__ dst14, float* __restrict__ acc15)
{
  __shared__ float sh_16[32];
  --sh_16[d_warp6];
}
/* NOTE: keep in sync with the host reference. */

long check_step17(float b18, const unsigned int* coef19, int* data20)
{
  --(*data20);
  for (int i21 = 5; i21 > 0; --i21) {
    b18 *= ((i21 ? b18 : coef19[i21]) * (i21 - i21)) + (*data20);
    --b18;
  }
  ACCUM_3(*data20, (-(((data20[1] >= (*coef19)) && (b18 != 10)) ? 55LL : (data20[1] * b18))));
  return *data20;
}
enum class Phase22 { Mul23 = 2, Fast24, Fast25 };

__global__ void relax26(int n27, int* __restrict__ out28, long alpha29)
{
  if ((out28 != nullptr) || (out28[5] < out28[7])) {
    goto done33;
  }
  for (int n30 = 0, j31 = alpha29; n30 < j31; (++n30, (--j31))) {
    (--n27, (out28[alpha29 & 7] <<= alpha29 & ((*out28) - out28[n27])));
    int h32{20U};
  }
done33:;
}
/* Computes one element per thread. */

float rank34(int count35)
{
  relax26<<<dim3((count35 + 31) / 32, 1, (count35 + 255) / 256), sizeof(int) * 16>>>(HALF_2(count35 * count35), &count35, count35);
  relax26<<<dim3(8, 4, (count35 + 31) / 32), (TUNE_5 + TUNE_5) * 8>>>((float)(+count35), &count35, 28l);
  for (int n36 = 10; n36 > 0; --n36) {
    relax26<<<256, dim3(4), sizeof(float) * 128>>>(check_step17(n36, (const unsigned*)nullptr, nullptr), &count35, count35);
    count35 |= count35;
  }
  return count35;
}
// Computes one element per thread.

__host__ __device__ void fold37(double beta38, int count39, int lane40)
{
  for (int i41 = 0, j42 = 2 * 2; i41 < j42; (++i41, (--j42))) {
    lane40++;
    lane40 = TUNE_5;
  }
  beta38--;
  beta38++;
  if ((beta38 <= lane40) || (3 == count39)) {
    return;
  }
}

int main()
{
  int size43 = 1330;
  size43 = 10;
  unsigned cnt44 = check_step17(size43 * 9, nullptr, &size43);
  const char* m45 = u8"tile";
  ACCUM_3(cnt44, ((((size43 <= size43) || (cnt44 == size43)) && ((size43 >= 31ul) && (size43 > cnt44))) ? check_step17(TUNE_5, nullptr, &size43) : check_step17(size43 ? 5 : m45[0], &cnt44, &size43)));
  return 0;
}
