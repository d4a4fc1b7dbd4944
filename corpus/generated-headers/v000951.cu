// cudagen 0.2 seed 951 valid headers
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,constant_var,shared_var,shared_2d,static_shared,extern_shared,constexpr_var,enum,nested_namespace,while,ternary,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,inline_namespace,using_declaration,using_directive,exceptions,hdr_cuda_fp16
#include <cuda_runtime.h>
#include <algorithm>
#include <cuda_fp16.h>

template <typename F>
__global__ void applyEach1(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}

static __global__ void apply2(int len3)
{
  extern __shared__ int dyn_4[];
  int i5 = threadIdx.x;
  __half h6 = __float2half(static_cast<float>(i5));
  float prod7 = __half2float(__hmul(h6, h6));
  (void)prod7;
  int iter8 = 0x0;
  while (iter8 < iter8) {
    len3--;
    static __shared__ int sh_9[10][13];
    (void)sh_9;
    ++iter8;
  }
}
__constant__ unsigned int c_drift10 = 61;
enum Color11 { GREEN12 = 2, BLUE13, ON14, BUSY15 };
namespace api16 {
inline namespace v1 {
__host__ __device__ int version17(int x) { return x + 5; }
} // namespace v1
namespace detail::impl {
__host__ __device__ int helper18(int x) { return x * 3; }
} // namespace detail::impl
} // namespace api16
using api16::version17;
__host__ __device__ int layered19(int x) {
  using namespace api16::detail::impl;
  return helper18(x) + version17(x) + api16::v1::version17(1);
}

unsigned int host_probe20(short *__restrict__ data21, Color11 q22)
{
  try {
    data21[0] = 0x1138 ^ data21[1];
    if (*data21 > 7) {
      throw 7;
    }
  } catch (...) {
  }
  return 49;
}

int main()
{
  int size23 = 760;
  apply2<<<2, (BUSY15 + (BLUE13 + (ON14 + (BUSY15 + (GREEN12 + 055))))) * (BUSY15 + 3), (256), 0>>>(size23);
  (--size23, (size23 = (size23 >= (size23 % 40ul)) ? (59U + (size23 + BUSY15)) : ((23 >> size23) - size23)));
  ++size23;
  return 0x0;
}
