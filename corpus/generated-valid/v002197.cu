// cudagen 0.1 seed 2197 valid
// features: kernel,kernel_template,launch_deduced_template_args,maxnreg,launch,host_device_function,main,shared_var,constexpr_var,local_array,if,if_else,goto,ternary,bitwise,shift,comparison,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,alignof,macro_object,macro_paste
#include "prelude.cuh"

#define BLOCK_SIZE_1 256
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b

__device__ __host__ unsigned int fold5(char cfg6, int stride7, unsigned char* data8)
{
  int res9[4] = {};
  long e10{9l};
  return sizeof(int);
}

template <typename T, int N = 6>
__global__ void __maxnreg__(32) update11_kernel(T p12)
{
  if (CAT_4(p, 12) != 52) {
    goto out16;
  }
  p12 = BLOCK_SIZE_1 + fold5(44U, alignof(double), static_cast<unsigned char*>(nullptr)) + p12;
  if (fold5(p12, (p12 != sizeof(float)) ? N : 7, (unsigned char*)nullptr) > static_cast<int>(N)) {
    long long s13[6] = {};
    __shared__ unsigned long sh_14[16];
    int off15 = (45 - (sh_14[9] - '0')) * p12;
  } else {
    fold5(N, 17ul, static_cast<unsigned char*>(nullptr));
  }
out16:;
}

int main()
{
  int size17 = 3386;
  size17 = static_cast<double>(fold5(size17 % 14, static_cast<int>(u' '), nullptr));
  int* diff18 = static_cast<int*>(nullptr);
  update11_kernel<<<sizeof(float) * 8, 0b1 << 6>>>(unsigned(fold5(size17, CAT_4(size, 17), reinterpret_cast<unsigned char*>(diff18))));
  return 0;
}
