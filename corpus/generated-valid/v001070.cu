// cudagen 0.1 seed 1070 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_dim3,launch_shared_mem,device_function,host_function,main,constexpr_var,auto_var,if,if_init,for,while,do_while,switch,switch_fallthrough,goto,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,lambda,lambda_init_capture,macro_paste,macro_statement,pp_ifdef
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
#define USE_FAST_PATH_5
#ifdef USE_FAST_PATH_5
#define TUNE_6 9
#else
#define TUNE_6 60
#endif
__global__ void __launch_bounds__(512) decay7_kernel(unsigned char *out8, double *buf9, int stride10)
{
  if ((buf9[stride10] * 9) <= buf9[stride10]) {
    goto out13;
  }
  if (buf9[stride10] < 25ll) {
    if (auto lim11 = -18.75F; ((buf9[stride10] - out8[stride10]) - (lim11 + 0x682)) != TUNE_6) {
      ++(*out8);
      long s12 = buf9[0b11];
    }
    stride10 |= (41 + CAT_4(stride, 10)) >> (out8[stride10] += stride10, (0x32 * stride10));
  }
out13:;
}
template <class T, int N>
__global__ void __launch_bounds__((32)) apply14_kernel(T a15, T *acc16, T p17)
{
  int w18 = 25ll;
  w18 ^= 38;
  constexpr unsigned val19 = 14;
}
__device__ void spread20(int count21, int lane22)
{
  int iter23 = 0x0;
  do {
    count21--;
    ++iter23;
  } while (iter23 < 8);
  if ((lane22 + 0x3Dl) >= 63) {
    return;
  }
}
__device__ void score24(int lane25, unsigned int cfg26)
{
  int cnt27 = cfg26;
  SWAP_1(int, lane25, cnt27);
}
template <typename T, typename U>
__global__ void stencil28(const U *in29, unsigned a30, float beta31)
{
  for (int n32 = 6; n32 > 0; --n32) {
    int w33 = 0b0;
    while ((w33 < (6)) && (CAT_4(w, 33) > beta31)) {
      beta31 = 13.125f;
      ++w33;
    }
    unsigned int y34 = 0x3f;
    ++beta31;
  }
}
unsigned int check_mix35(double alpha36)
{
  if (constexpr int stride37 = (15); (alpha36 * (TUNE_6 + alpha36)) == sizeof(int)) {
    int pass38 = 0;
    while (pass38 < 12) {
      auto step42 = [base39 = CAT_4(alpha, 36)](float w40) -> float {
        (++w40, (w40 += w40));
        constexpr bool m41 = 1;
        return m41;
      };
      alpha36 = pass38;
      if (pass38 >= (stride37)) {
        alpha36 *= step42(pass38 - (TUNE_6 + CAT_4(pass, 38)));
        alpha36 = stride37;
      }
      ++pass38;
    }
  }
  return TUNE_6;
}
int main()
{
  int count43 = 3839;
  switch (count43) {
  case (TUNE_6):
    count43 -= count43;
    [[fallthrough]];
  case (TUNE_6 + 2):
    break;
  default:
    if (count43 < count43) {
      break;
    }
    break;
  }
  const int *m44 = &count43;
  decay7_kernel<<<8, 0x4 * 0x8>>>((unsigned char*)nullptr, (double*)nullptr, count43 * (count43 * 0x4c9u));
  apply14_kernel<long, ((1))><<<TUNE_6 + 7, dim3((count43 + 63) / 64, (count43 + 127) / 128, (count43 + 127) / 0x80), sizeof(double) * 32>>>((count43 - m44[0x0]) * 0x1b, nullptr, CAT_4(count, 43));
  stencil28<unsigned, unsigned int><<<1, dim3((count43 + 63) / 64), 256 * (TUNE_6 + 0x7)>>>(nullptr, *m44, -((*m44) + m44[count43]));
  return 0;
}
