// cudagen 0.1 seed 1007 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_stream,builtin_vars,host_function,default_args,main,shared_var,static_shared,constexpr_var,local_array,typedef,if,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,lambda,lambda_capture_ref,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

__global__ void sweep2(int len3)
{
  len3 = len3 >> (045 | len3);
  float acc4{static_cast<float>(int(2666u))};
  constexpr unsigned int mid5 = 61;
  __shared__ int sh_6[256];
}
typedef long idx7_t;

template <typename T, class U>
__global__ void march8_kernel(const U* __restrict__ coef9, const int* __restrict__ input10, U beta11)
{
  int gid12 = (blockIdx.x * blockDim.x) + threadIdx.x;
  static __shared__ int sh_13[128 * 2];
  if ((blockDim.y / input10[5]) == gid12) {
    return;
  }
  double tmp14[7] = {};
}

float host_tally15(long long a16 = -24)
{
  a16++;
  sweep2<<<(128), 0b1000000 * 2>>>(29 / a16);
  auto op19 = [&](float mid17, int flag18) -> int {
    --a16;
    return (a16 ^ flag18) << (flag18 & 35u);
  };
  --a16;
  cudaStream_t u20 = (cudaStream_t)0;
  return ~a16;
}

int main(void)
{
  int n21 = 408;
  n21 = (n21 += 34ul, (19 - n21));
  constexpr float prod22 = -10.5F;
  march8_kernel<int, long><<<256, 512>>>((const long*)nullptr, &n21, 57);
  return 0;
}
