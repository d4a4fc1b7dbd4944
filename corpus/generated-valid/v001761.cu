// cudagen 0.1 seed 1761 valid
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,launch,launch_dim3,launch_shared_mem,builtin_vars,host_device_function,main,device_var,shared_var,extern_shared,constexpr_var,auto_var,if,for,static_assert,ternary,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_octal,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function
#include "prelude.cuh"

#define BLOCK_SIZE_1 128
#define BLOCK_SIZE_2 256
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

template <typename T>
__global__ void march6_kernel(const T *src7, int count8, int lane9)
{
  unsigned gid10 = (blockIdx.x * blockDim.x) + threadIdx.x;
  auto lo11 = count8;
  T tmp12 = gid10;
  int k13 = (lane9 * lane9) - (+src7[gid10]);
  lo11 = tmp12;
}

__global__ void __maxnreg__(128) lerp14(int n15, int stride16, int stride17)
{
  extern __shared__ unsigned dyn_18[];
  unsigned int tid19 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (tid19 >= stride16)
    return;
  static_assert(sizeof(int) == 4);
  for (int n20 = 0; n20 < n15; ++n20) {
    auto diff21 = 51;
    for (int j22 = 0, j23 = 10; j22 < j23; (++j22, (--j23))) {
      if (tid19 <= ' ')
        continue;
      diff21 = 25lu;
    }
  }
}
__device__ bool d_filter24;

__global__ void count25(float alpha26, unsigned q27, float b28, float *buf29)
{
  int i30 = (blockIdx.x * blockDim.x) + threadIdx.x;
  for (int j31 = 0, j32 = 4; j31 < j32; (++j31, (--j32))) {
    (*buf29) = alpha26;
    int s33 = j32;
  }
}

__host__ __device__ void step34(int n35, int n36, unsigned int *data37)
{
  (--n35, (data37[n36] = MAX2_3(n36 * 4, (n36 > n36) ? n35 : 8)));
  n35 = (51);
  n36 = *data37;
  constexpr float r38 = 6U;
}

__global__ void drift39_kernel(int stride40, float *buf41, const int *src42, unsigned long *acc43)
{
  extern __shared__ unsigned long long dyn_44[];
  unsigned gid45 = (blockIdx.x * blockDim.x) + threadIdx.x;
  (buf41[gid45]--, ((*buf41) = 45L));
  buf41[warpSize] = dyn_44[threadIdx.x] + (stride40 / ((threadIdx.x != dyn_44[0]) ? threadIdx.z : buf41[6]));
  ++acc43[stride40];
  buf41[4] = 51;
}

int main()
{
  int size46 = 3790;
  for (int it47 = size46; it47 > 0; --it47)
    count25<<<dim3(2), (512)>>>(54, BLOCK_SIZE_2 - it47, static_cast<int>(size46) + size46, nullptr);
  size46 = BLOCK_SIZE_2 * (size46 + (size46 += size46, (-21)));
  constexpr float r48 = 38;
  static_assert(sizeof(int) == 4, "tile must fit");
  march6_kernel<int><<<(size46 + 63) / 64, (128)>>>(&size46, (3499), size46);
  lerp14<<<(size46 + 63) / 64, (512), sizeof(int) * 256>>>((r48 * size46) - BLOCK_SIZE_2, r48, MAX2_3(size46, 3) * 11LL);
  drift39_kernel<<<dim3(128, 8, (size46 + 255) / 256), 256>>>(static_cast<float>(size46), nullptr, &size46, (unsigned long*)nullptr);
  return 0;
}
