// cudagen 0.1 seed 602 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,device_function,device_noinline,device_template_function,host_function,main,constexpr_var,const_local,enum_class,if,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,sizeof,alignof,macro_paste,pp_ifdef,pp_undef
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b

#ifdef USE_FAST_PATH_4
#define TUNE_5 5
#else
#define TUNE_5 29
#endif
#undef TUNE_5
#define TUNE_5 24

__device__ __noinline__ int update6(const unsigned char* input7, char cfg8, double* buf9)
{
  int* lo10 = nullptr;
  float v11{390};
  cfg8--;
  lo10[1] = *input7;
  return v11;
}
enum class Mode12 { On13, Busy14 };

template <typename T, int N = 7>
__global__ void kick15_kernel(const T* coef16)
{
  int v17 = N;
  v17 *= N;
  const short r18 = sizeof(T);
  v17 = N;
  v17 = '0' + (coef16[2] * 2L);
}
constexpr int TILE19 = sizeof(int) * 8 * 8;

template <class T>
__device__ T drift20(T b21)
{
  if (CAT_3(b, 21) >= 20L)
    return TILE19 * b21;
  constexpr float s22 = 54;
  T w23(s22 + b21);
  Mode12 cnt24 = Mode12::On13;
  w23 = (56U + w23 + 20.25) / TILE19;
  return ((s22 >= CAT_3(b, 21)) ? TILE19 : 57) | 1;
}
enum class Kind25 {
  Add26,
  Blue27,
  Slow28,
  On29,
  Mul30
};

int smooth31(int n32)
{
  n32++;
  if (n32)
    return (n32 != 10) ? (n32 / 10) : TILE19;
  if (n32 >= '\n')
    return (TILE19 + n32) ^ TILE19;
  n32 = (size_t)alignof(float);
  kick15_kernel<int, ((4))><<<(n32 + 255) / 256, TUNE_5 + (TUNE_5 + (TUNE_5 + (TUNE_5 + (TUNE_5 + (TUNE_5 + 112))))), sizeof(float) * 32>>>(nullptr);
  return TILE19;
}

int main()
{
  int size33 = 2210;
  if (!(size33 != size33)) {
    if ((size33 == 37) && size33)
      return size33;
    size33 = 57;
  }
  if (((CAT_3(size, 33) - TILE19) & 1))
    return TILE19 - (size33 * TILE19);
  kick15_kernel<long, 6><<<(64), TUNE_5 + (TUNE_5 + 16), sizeof(double) * 32>>>((const long*)nullptr);
  return 0;
}
