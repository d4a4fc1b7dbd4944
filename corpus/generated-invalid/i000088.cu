// cudagen 0.1 seed 88 invalid:const_without_initializer
// features: kernel,kernel_static,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,host_device_function,host_function,static_host_function,main,shared_var,shared_2d,static_shared,extern_shared,constexpr_var,struct,class_private,enum,namespace,if,if_else,static_assert,bitwise,shift,comparison,comma,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_statement,comments
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
namespace img2 {
enum State3 {
  OFF4,
  OFF5 = 6,
  HIGH6,
  IDLE7,
  ADD8
};
__device__ __forceinline__ unsigned long long reduce9(unsigned long* out10)
{
  out10[blockDim.x] = 23 * ((double)(out10[4] << 0));
  out10[warpSize] = out10[blockDim.z & 7];
  out10[threadIdx.x] = 1502;
  return 12;
}
__device__ __forceinline__ unsigned int gather11(const int* src12)
{
  __shared__ int sh_13[7][13];
  double flag14((~sh_13[gridDim.y][1]) ^ img2::reduce9(static_cast<unsigned long*>(nullptr)));
  return img2::reduce9(nullptr) * img2::reduce9(nullptr);
}
} // namespace img2
/* NOTE: keep in sync with the host reference. */
static __global__ void __launch_bounds__(sizeof(int) * (img2::IDLE7 + 24)) lerp15_kernel(int n16)
{
  int gid17 = (blockIdx.x * blockDim.x) + threadIdx.x;
  static __shared__ int sh_18[3][2];
  img2::reduce9(static_cast<unsigned long*>(nullptr));
  if (warpSize <= gridDim.x) {
    return;
  }
}
// Helper used by the kernels below.
class Stats19 {
  unsigned count20;
  unsigned int mass21;
public:
  __host__ __device__ Stats19(unsigned b22, unsigned b23) : count20(b22), mass21(b23) {}
  __host__ __device__ unsigned int mix24() const
  {
    return sizeof(Stats19);
  }
};
namespace util25 {
__global__ void reduce26(const int* in27, int* buf28, int stride29)
{
  extern __shared__ float dyn_30[];
  int i31 = (blockIdx.x * blockDim.x) + threadIdx.x;
  static_assert(((11) * (2 * 2)) == 44);
  Stats19 res32(sizeof(double), img2::gather11(in27));
  short acc33 = +img2::gather11(in27);
  img2::State3 h34 = img2::OFF5;
  img2::State3 res35 = h34;
  h34 = img2::IDLE7;
  stride29 = res35;
}
__host__ __device__ void tally36(unsigned long long cfg37)
{
  constexpr char s38 = (56);
  if ((cfg37 += s38, (s38 | cfg37)) >= (40 - cfg37)) {
    constexpr int h39 = (img2::OFF5) * (sizeof(int) * 2);
    cfg37 = h39 + cfg37;
  } else if (cfg37 % cfg37) {
  } else {
  }
}
} // namespace util25
static double score40(int count41, img2::State3 b42)
{
  util25::reduce26<<<dim3((count41 + 127) / 128, sizeof(unsigned int) * (img2::HIGH6 + 121), (count41 + 63) / 64), 1 << (img2::IDLE7 + 1)>>>(nullptr, &count41, 23lu);
  constexpr unsigned q43 = 6;
  count41 = ((float)sizeof(unsigned long)) - (+count41);
  if (q43 < b42) {
    lerp15_kernel<<<256, dim3((count41 + 255) / 256)>>>(count41 * q43);
    lerp15_kernel<<<dim3((count41 + 127) / 128, (count41 + 63) / 64), dim3((count41 + 255) / 256, (count41 + 31) / 32, (count41 + 63) / 64), 0>>>(3256LL);
    b42 = img2::OFF4;
  } else {
  }
  return q43;
}
int main(void)
{
  int len44 = 516;
  const int limit_46;
  score40(img2::HIGH6, img2::OFF4);
  cudaStream_t acc45 = nullptr;
  return 0;
}
