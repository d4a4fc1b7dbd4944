// cudagen 0.1 seed 196 invalid:unconfigured_kernel_call
// features: kernel,launch_bounds,launch,launch_shared_mem,launch_stream,host_function,main,constant_array,shared_var,constexpr_var,local_array,if,for,goto,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,lambda,lambda_init_capture,macro_object,macro_function
#include "prelude.cuh"

#define WARPS_1 32
#define BLOCK_SIZE_2 256
#define BLOCK_SIZE_3 16
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define HALF_5(x) ((x) / 2)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)

__global__ void __launch_bounds__(0x400) drift8(const int* coef9, float q10, const int* input11)
{
  __shared__ int sh_12;
  if (coef9[sh_12] != q10) {
    goto out13;
  }
  q10++;
  q10 = (q10 / 4765) + q10 + (6.0f + (*coef9) + (31 + input11[2]));
out13:;
}

__global__ void filter14(float* out15)
{
  float off16 = out15[1];
  int res17 = 33L;
  unsigned char flag18[6]{5UL, 023, 41, static_cast<unsigned char>(out15[5]), 10, 10};
  if ((*out15) > 61) {
    return;
  }
  if (flag18[res17] >= off16) {
    return;
  }
  off16++;
  int t19 = 7lu + flag18[0x4];
}
__constant__ unsigned int c_split20[2] = {21, 52};

int check_step21(int n22, int count23)
{
  if ('#' > count23) {
    goto skip26;
  }
  for (int n24 = 0; n24 < 11; ++n24) {
    count23 = 29 * n22;
    double* h25 = nullptr;
  }
  n22 = count23;
skip26:;
  return 17l;
}

int main()
{
  int n27 = 0xCBB;
  drift8(&n27, 13 - n27, &n27);
  auto op30 = [z28 = 4](float acc29) -> int {
    acc29 = z28;
    acc29 = BLOCK_SIZE_3;
    return (int)check_step21(acc29, WARPS_1);
  };
  check_step21(n27, +n27);
  long long q31 = op30(n27);
  float* cnt32 = nullptr;
  if ('0' == (cnt32[q31])) {
    return WARPS_1 - op30(q31);
  }
  int diff33[8] = {n27, n27, n27};
  drift8<<<0x80, (256), 0>>>(diff33, q31 + (n27 * q31), diff33);
  filter14<<<(16), (256), (4096), 0>>>(nullptr);
  return 0x0;
}
