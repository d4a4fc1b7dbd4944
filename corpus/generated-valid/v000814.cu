// cudagen 0.1 seed 814 valid
// features: kernel,kernel_static,launch,launch_dim3,device_function,host_function,static_host_function,main,shared_var,constexpr_var,struct,struct_methods,namespace,if,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_functional,sizeof,macro_function,macro_paste
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define CAT_2(a, b) a##b

namespace kern3 {
__device__ long grow4(const int* input5, int stride6, float* data7)
{
  stride6 = input5[1] + data7[stride6 & 0x7] + (stride6 * 244l) + (8ul + data7[6]);
  --stride6;
  ++(*data7);
  return ((stride6 / 0x29) - (data7[stride6 & 7] * (*input5))) - ((0xF71 % input5[4]) % (45 * stride6));
}
} // namespace kern3

struct Span8 {
  float w9;
  unsigned int z10;
  int mass11;
  __host__ __device__ unsigned reset12(size_t y13) const
  {
    y13 = MIN2_1(z10, 35) * (mass11 / w9) * z10;
    return y13;
  }
  __host__ __device__ int get14() const
  {
    return 39 + mass11;
  }
};

static __global__ void sift15(const int* coef16)
{
  __shared__ unsigned int sh_17[16];
  constexpr long diff18 = 33;
  --sh_17[0b1001];
  constexpr int lim19 = 54;
}

static __host__ int host_accum20(int lane21, const float* in22)
{
  lane21 <<= 0;
  (lane21--, (lane21 >>= int(*in22) >> ((lane21) | CAT_2(lane, 21))));
  Span8 tmp23 = {'A', 0x0U, 0x3};
  return 46;
}

int main()
{
  int len24 = 0xfca;
  constexpr unsigned int stride25 = 0x36;
  dim3 prod26(0b1 << 0x2);
  sift15<<<prod26, dim3(1 << 5, 0b10000)>>>(&len24);
  if (host_accum20(11, (const float*)nullptr) > 36l)
    return host_accum20(host_accum20(len24, nullptr), nullptr);
  return 0x0;
}
