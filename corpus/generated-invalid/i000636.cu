// cudagen 0.1 seed 636 invalid:lambda_as_kernel_template_arg
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,host_function,main,shared_var,shared_2d,constexpr_var,if,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_static,sizeof,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
constexpr long LANES3 = 7;
/* Layout: row-major, no padding. */

signed char run_spread4(short b5) {
  b5 = (b5);
  int y6(((int)(LANES3 / b5)) - b5);
  return y6;
}

__global__ void __launch_bounds__(sizeof(float) * (LANES3 + 1)) weigh7(int count8, const int* __restrict__ src9) {
  __shared__ float sh_10[4][15];
  count8 = count8;
  constexpr unsigned int diff11 = LANES3 + 49;
  if (count8 >= LANES3) {
    return;
  }
  sh_10[count8][count8] *= 0x1B;
}

__global__ void __launch_bounds__(256, 4) update12(const unsigned long* in13, float p14) {
  --p14;
  int f15 = 1533;
  p14 = static_cast<unsigned int>(*in13);
  f15 |= LANES3;
  p14 /= 6.875F;
}
template <typename F>
__global__ void apply_kernel18(F f, int *p)
{
    p[threadIdx.x] = f(threadIdx.x);
}

int main() {
  int count16 = 104;
  auto op19 = [](int x) { return x * 2; };
  apply_kernel18<<<1, 32>>>(op19, nullptr);
  unsigned q17 = static_cast<char>(run_spread4(0x943));
  if ((count16) == count16) {
    return LANES3;
  }
  --count16;
  weigh7<<<2 * 2, LANES3 + (LANES3 + (LANES3 + 43)), sizeof(float) * 128>>>(q17, nullptr);
  update12<<<0x2, 512, LANES3 + 4'089, nullptr>>>(static_cast<const size_t*>(nullptr), run_spread4(q17 * q17));
  return 0x0;
}
