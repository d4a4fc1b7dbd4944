// cudagen 0.1 seed 1454 valid
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,grid_constant,launch,launch_dim3,launch_shared_mem,host_function,main,shared_var,extern_shared,constexpr_var,struct,struct_template,if,comparison,incdec,comma,pointer_arith,member_access,array_index,method_call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_paste,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b
// Returns the accumulated value.

__global__ void smooth4(const int *src5, unsigned long p6, int lane7, const float *in8)
{
  constexpr double q9 = 17.5;
  p6 = 36UL;
  p6 = 0b10111 % lane7;
  int *hi10 = nullptr;
}

template <typename T>
struct Pixel11 {
  T x12, w13;
  T flag14;
  __host__ __device__ T norm15() const
  {
    return (-flag14) * (18.625 / flag14);
  }
};
// NOTE: keep in sync with the host reference.

signed char run_norm16(const Pixel11<int> &b17, Pixel11<int> q18)
{
  float off19 = b17.norm15();
  if (q18.norm15() < b17.flag14) {
    return q18.w13 + 52 + ((unsigned char)b17.x12);
  }
  smooth4<<<dim3(0b100 * 2), dim3(256), 0>>>(nullptr, b17.flag14 * 50 * (0b101111UL - q18.flag14), q18.w13 + 1013, nullptr);
  if ((b17.flag14 % q18.w13) <= q18.flag14) {
    return b17.w13 * 125l;
  }
  int s20 = 7ul;
  return +(q18.w13 += 16, (s20 * 2));
}

__global__ void sweep21_kernel(int count22, int count23, double a24, int lane25)
{
  lane25 = 0b110111;
  float w26 = 26;
  constexpr int x27 = 44L;
  constexpr double s28 = 3.5;
}

template <typename T>
__global__ void combine29_kernel(const T *coef30)
{
  float q31 = (int)5;
  q31 = 12.625F + ((q31 - q31) * 22.5f);
  q31 = coef30[3];
  q31 = ((-q31) * (q31 += q31, 53)) / ((18.5f * coef30[2]) - (q31 * sizeof(T)));
  int h32 = 2488;
}
/* NOTE: keep in sync with the host reference. */

__global__ void step33_kernel(int stride34, const unsigned char *src35, int *acc36)
{
  if (stride34 <= 15) {
    return;
  }
  constexpr int off37 = 37;
  stride34 = (7 - (*src35)) - ((src35[stride34] - 40) * (stride34 += *acc36, 0b11110));
  acc36[5] = 27;
}
// Returns the accumulated value.

__global__ void __maxnreg__(64) sweep38_kernel(__grid_constant__ const Pixel11<int> cfg39, int stride40)
{
  extern __shared__ unsigned char dyn_41[];
  int w42 = stride40;
  w42 = w42 * (((int)2267) - cfg39.norm15());
  constexpr bool val43 = 0;
}

__global__ void __maxnreg__(64) tile44(const double *in45, int n46)
{
  (++n46, (n46 = (*in45)));
  n46 = (4635 * (*in45) * ((*in45) * 7)) - (in45[0] * n46);
}

int main()
{
  int n47 = 1673;
  n47 = 63 + (n47 + n47);
  n47 = 22 * n47;
  sweep21_kernel<<<(1), 128, sizeof(int) * 128>>>(n47, n47, sizeof(int) * (n47 / n47), sizeof(int));
  combine29_kernel<long><<<(n47 + 127) / 128, sizeof(float) * 16>>>((const long*)nullptr);
  step33_kernel<<<(4), dim3(256), sizeof(double) * 0b1000000>>>((17 - n47) * (27 * CAT_3(n, 47)), (const unsigned char*)nullptr, (int*)nullptr);
  return 0;
}
