// cudagen 0.1 seed 564 invalid:defined_operator
// features: kernel,launch,host_function,main,constexpr_var,const_local,struct,struct_methods,enum,ternary,bitwise,comparison,incdec,member_access,call,method_call,lit_int_suffix,lit_float,lit_nullptr,cast_functional,cast_static,macro_paste,comments
#include "prelude.cuh"

#define USE_FAST_MATH_31 1
#if defined(USE_FAST_MATH_31)
#define FAST_PATH_ON 1
#endif
#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b
/* NOTE: keep in sync with the host reference. */

struct Vec4 {
  unsigned int lo5;
  unsigned char w6;
  int vel7;
  __host__ __device__ int scale8() const
  {
    return static_cast<long>(63) - lo5;
  }
  __host__ __device__ void bump9(float diff10)
  {
    lo5 = 20 & vel7;
  }
};

__global__ void lerp11_kernel(const float *coef12)
{
  float m13 = 4.5f;
  ++m13;
  m13++;
}
/* Returns the accumulated value. */

struct Particle14 {
  bool sum15;
  int count16;
  int w17;
  __host__ __device__ void apply18(unsigned tmp19)
  {
    float cnt20 = sum15;
    const unsigned long long stride21 = tmp19;
  }
};
enum State22 { BLUE23, FAST24, GREEN25 = 7 };

int run_reduce26(Vec4 beta27, float p28)
{
  int flag29 = int(50L - beta27.scale8());
  flag29 = ((beta27.lo5 - beta27.vel7) * 64ll) | (26ull + (beta27.lo5 + 45));
  return ((beta27.w6 - flag29) + FAST24) - (7 * flag29 * ((beta27.w6 == CAT_3(p, 28)) ? beta27.vel7 : p28));
}

int main()
{
  int size30 = 3079;
  size30 = -34;
  size30 = static_cast<int>(run_reduce26(Vec4{}, size30)) - (60UL & (-size30));
  size30 = size30;
  lerp11_kernel<<<(FAST24 + 3), 32 * 16>>>(static_cast<const float*>(nullptr));
  return 0;
}
