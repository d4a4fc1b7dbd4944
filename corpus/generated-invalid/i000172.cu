// cudagen 0.1 seed 172 invalid:launch_bounds_nonconstant
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,device_function,host_device_function,host_function,default_args,main,shared_var,extern_shared,host_global,constexpr_var,for,pragma_unroll,while,switch,goto,nested_block,static_assert,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_paste,pp_if
#include "prelude.cuh"

#define TILE_DIM_1 3
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define LOW_BITS_3(x) ((x) & 0xF)
#define CAT_4(a, b) a##b
#if TILE_DIM_1 % 2 == 0 || TILE_DIM_1 < 4
#define CONFIG_5 8
#elif TILE_DIM_1 < 0
#error unreachable configuration
#else
#define CONFIG_5 14
#endif
const bool g_warp6 = 1;

template <typename T, typename U>
__global__ void lerp7(U alpha8, U *__restrict__ buf9, int stride10)
{
  U z11 = (stride10 / alpha8);
  if ((z11 + alpha8) > 52lu) {
    goto out12;
  }
  {
    stride10 = 5u % stride10;
    stride10 %= 9 >> (((unsigned char)stride10) + (13 ^ stride10));
  }
  z11 = stride10 >> (62ULL & (((*buf9) < buf9[stride10]) ? CAT_4(stride, 10) : stride10));
out12:;
}

__global__ void __maxnreg__(32) split13(float *buf14)
{
  buf14[3]--;
  for (int it15 = 0, j16 = CONFIG_5 + (TILE_DIM_1 + 1); it15 < j16; (++it15, (--j16))) {
    int tmp17 = TILE_DIM_1;
    static_assert(sizeof(int) == 4);
  }
}

__host__ __device__ float filter18(int lane19)
{
  float off20 = CAT_4(lane, 19);
  off20 = +off20;
  return 31;
}

inline __device__ unsigned short probe21(int *acc22, int *__restrict__ data23, int lane24 = -6)
{
  if (TWICE_PLUS_2(acc22[lane24], 55ULL) <= lane24) {
    goto skip28;
  }
  #pragma unroll 4
  for (int i25 = 0; i25 < lane24; i25++) {
    int pass26 = 0;
    while (pass26 < (TILE_DIM_1 + 5)) {
      for (int n27 = 15; n27 > 0; --n27) {
        acc22[3] = static_cast<unsigned char>(pass26) & (static_cast<long>(acc22[pass26]) | acc22[4]);
        data23[n27 & 7] = CAT_4(n, 27);
      }
      data23[pass26 & 7] = acc22[lane24];
      ++pass26;
    }
  }
  ++lane24;
skip28:;
  return acc22[0];
}

__global__ void spread29(int n30, int *__restrict__ acc31, const unsigned int *in32)
{
  extern __shared__ unsigned int dyn_33[];
  switch (dyn_33[6] & (*in32)) {
  case 1:
    dyn_33[n30]--;
    break;
  default:
    (*acc31) = CONFIG_5 * CAT_4(n, 30);
    break;
  }
  n30 *= n30;
}

inline void check_stencil34(bool alpha35, signed char a36, float *__restrict__ dst37)
{
  lerp7<double, long><<<2, 1 << 9>>>(TWICE_PLUS_2(+dst37[a36], LOW_BITS_3(alpha35)), (long*)nullptr, (*dst37) * g_warp6 * alpha35);
  (*dst37) += g_warp6 * (CAT_4(alpha, 35) * 4lu * a36);
}
int threads_per_block40 = 128;
__global__ void __launch_bounds__(threads_per_block40) bounded_kernel41(int *p)
{
    p[threadIdx.x] = 0;
}

int main(void)
{
  int size38 = 2260;
  (--size38, (size38 >>= LOW_BITS_3(size38 * (19 + CAT_4(size, 38)))));
  (--size38, (size38 = -54));
  --size38;
  int w39 = (size38 += 9, ((unsigned short)(TILE_DIM_1 - size38)));
  split13<<<sizeof(unsigned int) * 32, 32>>>((float*)nullptr);
  spread29<<<1 << 7, (CONFIG_5 + 504)>>>(sizeof(double) - ((long long)w39), (int*)nullptr, nullptr);
  return 0;
}
