// cudagen 0.1 seed 24 invalid:launch_bounds_on_device_function
// features: kernel,launch,launch_dim3,device_function,host_function,default_args,main,constant_array,shared_var,static_shared,local_array,if,if_else,for,goto,ternary,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,sizeof,alignof,macro_function,macro_statement
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

__global__ void blend6_kernel(double beta7, const double* input8)
{
  int flag9 = (input8[2]);
  if (beta7 <= 52) {
    __shared__ float sh_10[16];
    flag9++;
  }
}
__constant__ int c_accum11[8] = {4'857U, 37, 22lu, '0', 18, U'#', 60, 7};
__constant__ int c_fuse12[8] = {41ULL, 19};

__global__ void march13_kernel(float beta14, unsigned char* data15)
{
  if ((c_fuse12[1] + (*data15)) >= beta14) {
    if (c_accum11[0b10] >= ((c_accum11[4] ? c_fuse12[3] : 7) + (beta14 * sizeof(float)))) {
      float val16[4] = {};
    }
  } else {
    unsigned int v17 = c_accum11[5] + (((*data15) + 6) * 11);
    beta14 = v17;
  }
  --beta14;
  ++(*data15);
}

__global__ void stencil18(int len19, int* data20, int n21, long* data22)
{
  len19 = c_fuse12[len19];
  float idx23 = data20[0b0];
  unsigned long long w24 = n21 + ((c_accum11[len19] != 20lu) ? idx23 : idx23) + (1581UL / ((c_accum11[len19] < 0b10111) ? (*data20) : c_accum11[5]));
}

__global__ void pack25(int stride26)
{
  if (stride26 > c_accum11[stride26]) {
    goto done28;
  }
  if (alignof(char) != c_accum11[stride26]) {
    signed char mid27 = 41lu;
  } else if (8 >= ((c_accum11[stride26] <= c_fuse12[0]) ? c_fuse12[2] : stride26))
    return;
done28:;
}

__global__ void reduce29_kernel(unsigned int* data30, float q31, int count32)
{
  if (count32 < data30[5]) {
    goto out36;
  }
  ACCUM_3(data30[count32], ((float)((c_fuse12[count32] - u8'0') ? 7.625f : (data30[0] += 36, c_fuse12[6]))));
  count32 = +MOD8_1(c_accum11[count32]);
  if (((float)MOD8_1(data30[count32])) != count32) {
    __shared__ int sh_33[32];
    for (int n34 = 0; n34 < 10; n34++) {
      static __shared__ long long sh_35;
      if (data30 == nullptr)
        break;
    }
  }
out36:;
}

__device__ void __launch_bounds__(256, 2) shade37(int len38, unsigned int alpha39 = 3703lu)
{
  if (c_accum11[6] <= 19LL)
    return;
  alpha39 = c_fuse12[6] + (29 * c_fuse12[2]) + alpha39;
  len38 = 51l;
}

__device__ void stencil40(float beta41 = 12.0F)
{
  for (int it42 = 0; it42 < 14; ++it42) {
    beta41 = c_accum11[it42];
    (beta41++, (beta41 = sizeof(signed char)));
    beta41 = beta41;
  }
  ACCUM_3(beta41, ((0.375f / MOD8_1(c_fuse12[3])) * ((c_accum11[2] && (c_accum11[7] == beta41)) ? (52 * beta41) : 5)));
  --beta41;
}

float host_lerp43(int count44, const signed char* coef45, unsigned* buf46)
{
  size_t x47 = count44;
  unsigned int acc48 = count44;
  return (float)MAX2_2(count44 + 31l, 5);
}

int main()
{
  int len49 = 1681;
  if (2lu > (-len49))
    return MAX2_2(len49, 33L) * (sizeof(float) + len49);
  --len49;
  blend6_kernel<<<0b10000000, 0b10000000>>>(host_lerp43(len49, nullptr, nullptr) + sizeof(int), nullptr);
  march13_kernel<<<dim3((len49 + 31) / 32), 256>>>((len49 += len49, 10.5F), nullptr);
  stencil18<<<dim3(256, 2 * 2, 2 * 8), 64>>>(len49, nullptr, (len49 * 46) - (len49 * 59UL), nullptr);
  return 0;
}
