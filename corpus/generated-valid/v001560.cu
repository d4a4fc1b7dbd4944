// cudagen 0.1 seed 1560 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,static_device_function,host_function,static_host_function,main,shared_var,constexpr_var,auto_var,if,while,goto,static_assert,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,lambda,lambda_capture_value,lambda_mutable,macro_object,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 32
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
__device__ double relax4(bool p5, int* acc6, int stride7)
{
  acc6[stride7] -= 19 - p5;
  short* tmp8 = (short*)nullptr;
  constexpr int sum9 = (31);
  (*tmp8) &= threadIdx.x * (*acc6);
  int iter10 = 0;
  if (blockIdx.z != (threadIdx.x * BLOCK_SIZE_1)) {
    goto skip11;
  }
  while (iter10 < stride7) {
    --acc6[threadIdx.y];
    if (threadIdx.x <= p5)
      break;
    ++iter10;
  }
skip11:;
  return ((32ll % gridDim.y) + gridDim.x) - ((7 * iter10) - ((float)BLOCK_SIZE_1));
}
// Returns the accumulated value.
__global__ void update12_kernel(int lane13, int* out14, const int* src15, const int* input16)
{
  int gid17 = (blockIdx.x * blockDim.x) + threadIdx.x;
  out14[blockIdx.x] -= (double(*src15)) + relax4(relax4(lane13, out14, 0x3dLL) < gridDim.x, static_cast<int*>(nullptr), gid17);
  lane13 |= gid17;
  long long* lim18 = nullptr;
  __shared__ int sh_19[16];
  relax4(lane13 - (gid17 / BLOCK_SIZE_1), out14, (gid17 - threadIdx.x) + relax4(src15[1], static_cast<int*>(nullptr), sh_19[gridDim.x]));
}
static __device__ __forceinline__ void norm20(unsigned beta21, short int p22, const float* src23)
{
  auto t24 = blockIdx.x;
  int* s25 = static_cast<int*>(nullptr);
  int acc26 = relax4((0 + t24) / (BLOCK_SIZE_1 - beta21), nullptr, 55ULL % blockDim.y);
  unsigned long stride27 = (*src23) + src23[7];
  int sum28 = unsigned(54ll) * relax4(blockDim.z, s25, BLOCK_SIZE_1);
  if (s25 != nullptr)
    return;
}
/* Computes one element per thread. */
__device__ void march29(int count30, double p31, float alpha32)
{
  p31 = +p31;
  int y33 = (count30 * (blockIdx.z + 4)) + ((count30 / count30) + (0xcb2 * alpha32));
  relax4((alpha32 + threadIdx.x) == (threadIdx.x * 4'890), static_cast<int*>(nullptr), gridDim.x);
  if (relax4(alpha32 <= alpha32, (int*)nullptr, 13ul) <= blockDim.x)
    return;
  int w34 = relax4(warpSize * 1, nullptr, unsigned(0x8)) * relax4(threadIdx.x >= (count30 + 13), static_cast<int*>(nullptr), relax4(y33 >= blockDim.x, nullptr, gridDim.x));
}
static __host__ int count35(int n36)
{
  update12_kernel<<<0x8, 128, 4'096, nullptr>>>(n36, (int*)nullptr, nullptr, nullptr);
  update12_kernel<<<(n36 + 0x3F) / 64, BLOCK_SIZE_1 + BLOCK_SIZE_1>>>(n36, nullptr, nullptr, nullptr);
  update12_kernel<<<4, (256), 0, nullptr>>>((25), (int*)nullptr, nullptr, (const int*)nullptr);
  update12_kernel<<<(n36 + 127) / 128, dim3(2 * 2, 8, 1), sizeof(float) * 0b1000000, (cudaStream_t)0>>>((n36), (int*)nullptr, (const int*)nullptr, static_cast<const int*>(nullptr));
  update12_kernel<<<(n36 + 0xFF) / 256, dim3((n36 + 255) / 256, (n36 + 255) / 0x100), sizeof(double) * 32, (cudaStream_t)0>>>(n36, nullptr, nullptr, nullptr);
  return n36;
}
int main()
{
  int size37 = 1138;
  size37 &= 55;
  auto op39 = [=](int tmp38) mutable {
    static_assert(28 == 28, "tile must fit");
  };
  op39(size37);
  size37 %= count35(count35(17));
  float h40 = size37 % size37;
  return 0;
}
