// cudagen 0.1 seed 415 valid
// features: kernel,kernel_template,launch_deduced_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,main,shared_var,extern_shared,constexpr_var,typedef,using_alias,if,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,sizeof,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 13
#else
#define TUNE_6 17
#endif

__global__ void gather7(unsigned long long* buf8, float* __restrict__ out9)
{
  (*buf8) = *buf8;
  buf8[7] %= ((out9 == nullptr) ? buf8[2] : 38) % (63 + (*buf8));
  if (((*buf8) & buf8[5]) > (*out9)) {
    return;
  }
}
typedef unsigned idx10_t;
using idx11_t = signed char;

__global__ void shade12_kernel(const unsigned int* coef13)
{
  int idx14 = coef13[3];
  idx14 = idx14;
  ++idx14;
  idx10_t v15 = +((coef13[idx14] - 3062U) + ((!coef13) ? 36L : idx14));
  idx14 = idx14;
  const idx10_t* v16 = coef13;
  unsigned short q17 = idx14;
}

template <typename T>
__global__ void stencil18_kernel(T q19, T* __restrict__ buf20, unsigned* acc21, T p22)
{
  extern __shared__ int dyn_23[];
  long long x24 = ((float)(8u + (*acc21))) - dyn_23[4];
  p22 /= q19;
  p22 = ((buf20[x24 & 7] += *acc21, buf20[0x2]) == dyn_23[x24]) ? dyn_23[6] : q19;
  if ((dyn_23[5] & 0x1)) {
    return;
  }
  q19 = TWICE_PLUS_1(dyn_23[x24 & 7] + 5lu, (p22 += 61, (-15))) + (046l | dyn_23[x24 & 7]);
}

int main()
{
  int size25 = 619;
  size25 = TUNE_6;
  size25 = (size25 != size25) ? 4lu : TUNE_6;
  constexpr idx10_t lo26 = 59;
  stencil18_kernel<<<dim3((size25 + 31) / 0x20, 512, TUNE_6 + (TUNE_6 + (TUNE_6 + (TUNE_6 + (TUNE_6 + (TUNE_6 + 434)))))), 256, TUNE_6 + 07763, (cudaStream_t)0>>>(6U, (unsigned int*)nullptr, (unsigned*)nullptr, 6u);
  int q27 = TUNE_6;
  gather7<<<dim3((size25 + 255) / 256, 2, 4), TUNE_6 + 0x73>>>(nullptr, (float*)nullptr);
  shade12_kernel<<<(size25 + 63) / 64, (64), sizeof(unsigned int) * (TUNE_6 + 243), (cudaStream_t)0>>>((const idx10_t*)nullptr);
  return 0;
}
