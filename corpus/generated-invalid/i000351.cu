// cudagen 0.1 seed 351 invalid:class_redefinition
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_shared_mem,builtin_vars,host_function,main,constant_array,constexpr_var,const_local,static_local,if,if_else,ternary,compound_assign,bitwise,shift,comparison,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,macro_function
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)

template <typename T, typename U>
__global__ void count2(const U *in3)
{
  U sum4 = (39 * blockIdx.x) << MOD8_1(gridDim.z);
  if ((sum4 - (*in3)) == 1.125f) {
    if (((blockIdx.x < in3[4]) ? 5 : 53) <= 0x27ul) {
      return;
    }
    sum4 -= ((in3 == nullptr) ? (11l + threadIdx.x) : 5) >> MOD8_1(threadIdx.y);
  } else {
  }
}
__constant__ short c_score5[8] = {25ul, 0x33u, 46ll, 0x31, -051l, 51, 37lu, 62u};

template <class T, int N = 1>
__global__ void pack6(const T *__restrict__ coef7, const double *__restrict__ coef8)
{
  int gid9 = threadIdx.x;
  const int y10 = (N - static_cast<float>(gid9)) + gid9;
  if (static_cast<short>(coef7[4])) {
    return;
  }
}

template <class T, int N = 2>
__global__ void __launch_bounds__(0x4 * 8, 3) weigh11_kernel(T *__restrict__ dst12)
{
  int tid13 = threadIdx.x;
  T flag14 = ((dst12 == nullptr) ? N : (N + c_score5[1])) - 0x14U;
  dst12[tid13] -= *dst12;
  flag14 = flag14;
}

double run_combine15(int *data16, int stride17)
{
  data16[stride17 & 0x7] = stride17;
  long stride18(stride17);
  if ((-stride18) != 12) {
    return (stride18 << 5) ^ (stride18 * data16[6]);
  }
  return 22.625F;
}
struct Config22 {
    int a;
};
struct Config22 {
    float b;
};

int main()
{
  int len19 = 1603;
  len19 <<= len19;
  len19 |= static_cast<unsigned int>((55l - len19) - static_cast<int>(7ul));
  len19 = len19;
  unsigned int lim20 = ~(len19 * static_cast<short>(len19));
  static unsigned int e21 = 2942;
  e21 = MOD8_1(len19) % static_cast<long>(len19 & len19);
  count2<float, double><<<1 << 0x4, (512), sizeof(double) * 32>>>(static_cast<const double*>(nullptr));
  pack6<long, 1><<<(len19 + 255) / 256, 512, 1024>>>(static_cast<const long*>(nullptr), nullptr);
  weigh11_kernel<double, 6><<<0x1 << 5, 128, 0x0>>>(nullptr);
  return 0;
}
