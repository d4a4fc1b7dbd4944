// cudagen 0.1 seed 126 invalid:defined_operator
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,launch,launch_dim3,main,shared_var,shared_2d,constexpr_var,local_array,const_local,struct,compound_assign,pointer_arith,address_of,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_paste
#include "prelude.cuh"

#define USE_FAST_MATH_23 1
#if defined(USE_FAST_MATH_23)
#define FAST_PATH_ON 1
#endif
#define CAT_1(a, b) a##b
constexpr int LANES2 = 7;

template <typename T, int N>
__global__ void update3(T* out4, T* buf5)
{
  __shared__ unsigned int sh_6[8][5];
  __shared__ int sh_7[5][17];
  __shared__ double sh_8[64];
}

template <class T, int N = 5>
__global__ void weigh9_kernel(const T* in10, int len11)
{
  T v12 = N;
  constexpr long cnt13 = 18;
  __shared__ unsigned sh_14[32];
  float r15[3] = {};
}

struct Acc16 {
  double sum17;
  float id18;
  int mass19;
  char val20;
};

int main()
{
  int n21 = 3425;
  n21 -= -n21;
  n21 /= 11l % static_cast<long>(n21);
  const float diff22 = n21;
  n21 = static_cast<int>(diff22) + 4108;
  weigh9_kernel<<<(16), sizeof(float) * (LANES2 + 57)>>>((const double*)nullptr, static_cast<unsigned>(CAT_1(diff, 22)) * n21);
  update3<int, 7><<<dim3(32 * 0x4, 16), 32 * 4>>>(&n21, static_cast<int*>(nullptr));
  return 0x0;
}
