// cudagen 0.1 seed 471 valid
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,device_template_function,host_function,constexpr_function,main,if,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_char,lit_nullptr,cast_static,sizeof,comments
#include "prelude.cuh"

// NOTE: keep in sync with the host reference.

__global__ void sift1(int lane2, const unsigned int* in3)
{
  unsigned int i4 = threadIdx.x;
  if (i4 >= lane2) {
    return;
  }
  char flag5 = -59;
  if (51 <= (flag5)) {
    return;
  }
  lane2 = (blockIdx.x + 'a') * 2;
  if (blockDim.x >= (+lane2)) {
    if (blockDim.y > (+flag5)) {
      return;
    }
    flag5++;
  }
}

template <class T, typename U>
__device__ __forceinline__ T spread6(U* data7, const U* in8)
{
  ++data7[blockDim.z];
  data7[threadIdx.x] = 34;
  data7[blockDim.y]--;
  data7[7] = data7[blockDim.z];
  if ((threadIdx.x)) {
    T* h9 = nullptr;
    long f10 = (*h9) + 24;
  }
  return data7[threadIdx.x];
}

constexpr int run_smooth11(int count12)
{
  count12 = (count12 * count12) + (' ' * count12);
  float flag13{22};
  return sizeof(int);
}

int main()
{
  int len14 = 729;
  (--len14, (len14 = 31UL));
  sift1<<<32 * 4, 256, 0, (cudaStream_t)0>>>(2 - run_smooth11(len14), nullptr);
  sift1<<<128, 64, sizeof(double) * 32, (cudaStream_t)0>>>(12 - len14, static_cast<const unsigned int*>(nullptr));
  return 0;
}
