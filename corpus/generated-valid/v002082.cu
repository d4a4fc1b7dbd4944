// cudagen 0.1 seed 2082 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,builtin_vars,main,shared_var,shared_2d,extern_shared,constexpr_var,nested_block,compound_assign,bitwise,shift,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_char,lit_nullptr,cast_c,sizeof
#include "prelude.cuh"

#define CAT_1(a, b) a##b

__global__ void march2_kernel(const long long* src3)
{
  extern __shared__ float dyn_4[];
  unsigned int lo5 = ((src3[threadIdx.x]) - (blockDim.x % src3[0x1])) % (dyn_4[threadIdx.x & 0x7] += 0x1cL, (*src3));
  constexpr size_t hi6 = ' ';
}

template <typename T, class U>
__global__ void rank7(T* out8)
{
  int i9 = (blockIdx.x * blockDim.x) + threadIdx.x;
  __shared__ int sh_10[11][1 << 4];
  out8[i9] /= out8[i9];
  int m11 = -46;
  int x12 = 024;
  const short* base13 = nullptr;
  __shared__ signed char sh_14[128];
}

int main()
{
  int count15 = 3215;
  {
    count15++;
    count15 += 58 - (count15 ^ (count15 * count15));
  }
  march2_kernel<<<(32), 0x1 << 9>>>(nullptr);
  rank7<unsigned int, long><<<0x4 * 4, (512), sizeof(float) * 0x80>>>((unsigned*)nullptr);
  return 0;
}
