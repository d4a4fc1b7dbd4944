// cudagen 0.1 seed 403 valid
// features: kernel,launch,launch_dim3,builtin_vars,host_device_function,host_function,default_args,main,constexpr_var,auto_var,enum,typedef,namespace,if,for,goto,compound_assign,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_static,sizeof,alignof,lambda,lambda_capture_ref,macro_function,comments
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
enum Op5 : int { SLOW6, BUSY7, MUL8, OFF9 };
namespace util10 {
enum Color11 { MUL12 = 3, IDLE13 };
} // namespace util10
__host__ __device__ float kick14(long q15 = 40u)
{
  if ((q15 / 1188ull) > 'A') {
    return 10.75f;
  }
  q15 -= q15;
  int m16 = MAX2_1(q15 * q15, alignof(int));
  return 4.875f;
}
int lerp17(int lane18, unsigned long* out19, int stride20)
{
  auto hi21 = kick14(BUSY7);
  auto fn22 = []() -> double {
    return 12.5;
  };
  if (ADD3_2(out19[5], 22lu, 5) >= out19[1]) {
    goto skip24;
  }
  fn22();
  hi21++;
  for (int j23 = 0x0; j23 < stride20; j23 += 4) {
    hi21 = static_cast<int>(ADD3_2(lane18, sizeof(float) * j23, stride20));
    --hi21;
    kick14();
  }
skip24:;
  return kick14(*out19);
}
namespace math25 {
typedef int idx26_t;
} // namespace math25
/* Returns the accumulated value. */
__global__ void rank27(math25::idx26_t* data28)
{
  math25::idx26_t tid29 = (blockIdx.x * blockDim.x) + threadIdx.x;
  kick14(static_cast<unsigned int>(*data28));
  Op5 q30 = MUL8;
  unsigned int t31{28};
  math25::idx26_t lim32{'z'};
  ++t31;
  int s33 = MAX2_1(warpSize, MAX2_1(q30, sizeof(float) / q30));
}
inline math25::idx26_t run_tally34(unsigned q35, const unsigned char* coef36)
{
  auto lam39 = [&](math25::idx26_t x37, long diff38) -> int {
    lerp17(util10::MUL12, nullptr, 59U);
    return static_cast<float>(sizeof(double)) * x37;
  };
  rank27<<<sizeof(unsigned int) * 2, (OFF9 + (MUL8 + (util10::MUL12 + 0x78)))>>>(static_cast<int*>(nullptr));
  q35 = 3080;
  if ('0' <= (+q35)) {
    return -0x38;
  }
  ++q35;
  Op5 r40 = SLOW6;
  dim3 r41((q35 + 255) / 256, BUSY7, 1);
  return 5 + coef36[q35];
}
int main()
{
  int n42 = 1009;
  n42 = n42;
  ++n42;
  return 0;
}
