// cudagen 0.1 seed 1554 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,host_function,main,shared_var,shared_2d,extern_shared,constexpr_var,local_array,auto_var,if,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b

template <typename T, int N>
__global__ void gather2(T* data3, char* dst4, int n5, long* dst6)
{
  extern __shared__ char dyn_7[];
  (*data3) = data3[n5] + 11.625;
  if ((data3[n5]) >= N) {
    return;
  }
  (++n5, ((*dst4) = n5));
  ++dst6[n5];
  (*data3) = 22.25;
  __shared__ short int sh_8[(7)][16];
}

__global__ void relax9(int n10, int* buf11, long alpha12, int lane13)
{
  extern __shared__ long long dyn_14[];
  ++buf11[3];
  if (n10 == 10) {
    return;
  }
  size_t h15(2423);
  float q16 = 39ul;
  h15 = 48 * ((q16) - (10 + dyn_14[lane13]));
}

__host__ float bias17(bool beta18)
{
  gather2<long, (1 << 3)><<<(1), 1 << 7>>>((long*)nullptr, (char*)nullptr, beta18, (long*)nullptr);
  return 49;
}

int main()
{
  int len19 = 878;
  if (len19 >= 16) {
    return bias17(len19 - len19);
  }
  int r20[4]{630, -33, 39U, '\n'};
  relax9<<<(8), 128>>>(r20[len19], r20, len19, (23l << len19) + (-CAT_1(len, 19)));
  auto tmp21 = bias17(len19);
  return 0;
}
