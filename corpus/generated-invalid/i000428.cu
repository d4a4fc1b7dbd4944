// cudagen 0.1 seed 428 invalid:narrowing_in_braces
// features: kernel,kernel_template,launch_deduced_template_args,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,main,device_array,shared_var,extern_shared,constexpr_var,local_array,enum,if,for,goto,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_nullptr,cast_c,sizeof,macro_function
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define MOD8_2(x) ((x) % 8)
enum Op3 : short { ADD4 = 2, MUL5, ON6 = 8 };

template <typename T, int N = 4>
__global__ void count7(T* dst8, const T* in9, double* __restrict__ acc10, const T* __restrict__ in11)
{
  extern __shared__ float dyn_12[];
  __shared__ int sh_13[16];
  ++acc10[6];
  T res14 = 11.25;
  __shared__ double sh_15[16];
  if ((in11[0] + 'a') < 54L) {
    goto done16;
  }
  dyn_12[0] *= MUL5;
  ++(*dst8);
  (*acc10) = 1.625 + res14;
done16:;
}
__device__ int d_shade17[32];

template <typename T>
__global__ void __maxnreg__(32) clamp18(T* data19)
{
  long acc20[8] = {};
  --acc20[4];
  if (!data19) {
    return;
  }
  float h21 = 9.25F;
  if ((!data19) ? 3826 : acc20[0]) {
    goto finish22;
  }
  d_shade17[18]++;
finish22:;
}

__device__ __host__ unsigned long scatter23(unsigned p24, int stride25, int len26)
{
  len26 = (len26 += p24, stride25);
  for (int j27 = 0, j28 = stride25; j27 < j28; (++j27, (--j28))) {
    p24 = MUL5;
    len26 = 1836;
  }
  return 14;
}

int main()
{
  int len29 = 3'541;
  char vals30{len29};
  len29 <<= len29 * ((!(len29 > len29)) ? len29 : 33);
  len29 ^= len29;
  count7<<<dim3((len29 + 0b1111111) / 128, sizeof(unsigned int), sizeof(unsigned int) * 32), dim3(sizeof(int)), 1 << (MUL5 + (ON6 + 1))>>>((long*)nullptr, (const long*)nullptr, (double*)nullptr, (const long*)nullptr);
  clamp18<<<dim3(1), dim3(2 * ADD4), sizeof(double) * 040, nullptr>>>((long*)nullptr);
  return 0;
}
