// cudagen 0.1 seed 775 valid
// features: kernel,restrict_params,launch,device_function,static_device_function,default_args,main,shared_var,extern_shared,constexpr_var,auto_var,const_local,namespace,nested_block,static_assert,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,macro_object,macro_paste,macro_statement
#include "prelude.cuh"

#define WARPS_1 128
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

__global__ void norm6(int stride7, int lane8)
{
  extern __shared__ int dyn_9[];
  int cnt10 = 16;
  lane8 = 18ul;
  auto u11 = 14.0;
  u11 = (double)24.25f;
  float r12 = int(WARPS_1);
  __shared__ int sh_13[8];
  int acc14 = 36 | ((dyn_9[cnt10] + sh_13[lane8 & 0x7]) * (lane8 + WARPS_1));
}

__device__ int relax15(unsigned long *__restrict__ acc16, size_t *dst17, unsigned int *acc18)
{
  static_assert(sizeof(int) == 0x4);
  {
    (*acc16) -= ((*acc16) += 24, (*acc16));
    __shared__ int sh_19[32];
  }
  return ((13 == acc18[0]) ? 17 : 0x19U) * ((char)dst17[3]);
}

namespace impl20 {
__global__ void sift21(float *__restrict__ out22, int n23, const int *input24, int *acc25)
{
  const unsigned char r26 = 22 | (relax15(reinterpret_cast<size_t*>(acc25), reinterpret_cast<size_t*>(acc25), reinterpret_cast<unsigned*>(out22)) - (WARPS_1 * acc25[n23]));
  --(*out22);
  out22[r26] = ~(r26 * 3);
}

inline static __device__ int pivot27(int len28, int n29 = 4913UL)
{
  __shared__ int sh_30[128];
  relax15((unsigned long*)nullptr, (size_t*)nullptr, nullptr);
  return ((unsigned long long)relax15(nullptr, nullptr, (unsigned int*)nullptr)) - ((64 + sh_30[len28]) / 7);
}
} // namespace impl20

int main()
{
  int size31 = 0x88B;
  impl20::sift21<<<sizeof(unsigned int) * 8, (WARPS_1 + (WARPS_1 + (WARPS_1 + 0x80)))>>>(nullptr, 62u, &size31, nullptr);
  size31++;
  unsigned base32(size31);
  norm6<<<WARPS_1, 16 * 16>>>((int)(base32 / WARPS_1), (int)(base32 - 5));
  return 0;
}
