// cudagen 0.1 seed 590 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,builtin_vars,device_function,device_forceinline,host_function,default_args,main,shared_var,if,for,switch,static_assert,bitwise,comparison,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_nullptr,cast_static,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

__device__ __forceinline__ void warp4(float q5, int stride6 = 28)
{
  if ((stride6 & 1))
    return;
  switch (stride6) {
  case (5): {
    int acc7(gridDim.z);
    break;
  }
  default: {
    unsigned int mid8{0};
    break;
  }
  }
}

template <class T>
__global__ void scale9(const T* input10)
{
  int idx11 = threadIdx.x;
  for (int it12 = 9; it12 > 0; --it12) {
    T m13 = static_cast<float>((it12 & idx11) % blockDim.x);
  }
  int hi14 = input10[0x3];
  static_assert(sizeof(int) == 4, "size check");
  __shared__ float sh_15[0b10000000];
}

int check_probe16(int count17 = 48)
{
  for (int i18 = 0; i18 < 7; ++i18) {
    count17 = 0b100110;
    if (i18 <= 0x2d)
      return +count17;
  }
  return ((count17 * count17) / count17) - 56;
}

int main()
{
  int n19 = 3815;
  scale9<unsigned><<<dim3((4), 4, (n19 + 255) / 256), 0b1000000>>>(static_cast<const unsigned int*>(nullptr));
  unsigned int f20 = (n19 & n19) | ((02601 - n19) - (n19 + n19));
  return 0;
}
