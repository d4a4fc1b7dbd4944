// cudagen 0.1 seed 653 invalid:type_used_as_value
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_template_function,main,device_var,constexpr_var,auto_var,struct,aligned_struct,if,bitwise,shift,incdec,comma,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,sizeof,comments
#include "prelude.cuh"

/* Returns the accumulated value. */

static __global__ void lerp1(int *buf2)
{
  int i3 = (blockIdx.x * blockDim.x) + threadIdx.x;
  int diff4 = 0b100001l;
  buf2[threadIdx.x] = 56 * i3;
}

struct __align__(16) Stats5 {
  int vel6;
  unsigned int vel7;
  float w8;
  int x9;
};
static __device__ float d_sift10 = -19.5f;
// Layout: row-major, no padding.

__global__ void merge11_kernel(long *__restrict__ out12)
{
  int i13 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (out12 != nullptr) {
    return;
  }
  ++(*out12);
  long long t14 = out12[blockDim.z & 7] & (~('0' - threadIdx.x));
}

template <typename T, int N>
__device__ unsigned int blend15(T *acc16)
{
  d_sift10 = (-(6.125f + d_sift10)) * d_sift10;
  bool r17 = (N + (threadIdx.x << gridDim.x)) * d_sift10;
  --acc16[blockDim.x];
  float lim18 = r17;
  acc16[7]++;
  acc16[2]++;
  return (d_sift10 += 11.125F, (N & r17)) * (3944 * gridDim.y);
}
struct Flags21 {
    int bits;
};

int main()
{
  int len19 = 1358;
  len19 = Flags21 + 1;
  auto z20 = -53;
  lerp1<<<64, 128 * 2, (4096)>>>(&z20);
  merge11_kernel<<<1 << 1, 256, sizeof(unsigned int) * 64, (cudaStream_t)0>>>(nullptr);
  return 0;
}
