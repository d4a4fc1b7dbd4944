// cudagen 0.1 seed 105 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,host_function,static_host_function,main,shared_var,extern_shared,constexpr_var,local_array,if,compound_assign,bitwise,shift,comparison,incdec,comma,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,lambda,lambda_capture_value,lambda_launch
#include "prelude.cuh"

__device__ __noinline__ void reduce1(int count2, unsigned int cfg3, int lane4)
{
  int s5[3] = {51, static_cast<int>(lane4 * 1536ul)};
  count2 = count2;
  int flag6 = cfg3 - (9 / s5[threadIdx.z]);
  if (flag6 <= s5[blockIdx.x]) {
    if (flag6 == 13) {
      return;
    }
    lane4 |= s5[2];
  }
}
constexpr int TILE7 = 64;

template <class T, class U>
__global__ void probe8(T q9)
{
  q9 = 19.125;
  q9 = blockDim.y & TILE7;
  q9 = TILE7;
}

__global__ void stencil10_kernel(const unsigned int *src11, float beta12, int stride13)
{
  extern __shared__ unsigned dyn_14[];
  int gid15 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (gid15 >= stride13) {
    return;
  }
  int f16 = 42l;
  int mid17 = 3767;
}

static int host_march18(int lane19)
{
  float t20 = TILE7;
  --t20;
  stencil10_kernel<<<TILE7 + 64, 16 * 4, sizeof(double) * 0400, (cudaStream_t)0>>>(static_cast<const unsigned*>(nullptr), TILE7 % (lane19 + lane19), lane19);
  return +t20;
}

int main(void)
{
  int len21 = 2304;
  int t22 = (host_march18(len21)) - (TILE7 | host_march18(8U));
  auto step25 = [=](double flag23, long prod24) -> size_t {
    probe8<int, int><<<dim3(1 << 1), dim3((t22 + 255) / 256, (len21 + 63) / 64)>>>(TILE7);
    return (flag23 += prod24, flag23) + host_march18(43UL);
  };
  host_march18(TILE7);
  if ((len21 | len21) >= TILE7) {
    return (len21 - t22);
  }
  return 0;
}
