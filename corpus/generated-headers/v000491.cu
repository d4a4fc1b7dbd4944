// cudagen 0.2 seed 491 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,main,device_array,constant_array,managed_var,shared_var,static_shared,extern_shared,struct,struct_methods,if,for,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,comments,exceptions,memory_spaces,hdr_cmath
#include <cuda_runtime.h>
#include <array>
#include <algorithm>
#include <numeric>
#include <cmath>
#include <type_traits>
#include <utility>
#include <cooperative_groups.h>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}

__global__ void apply4(int stride5, int lane6, float *acc7, const double *src8)
{
  extern __shared__ int dyn_9[];
  int i10 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (i10 >= stride5) {
    return;
  }
  if (lane6 > i10) {
    return;
  }
  sinf(+dyn_9[i10]);
  for (int i11 = (blockIdx.x * blockDim.x) + threadIdx.x; i11 < 12; i11 += blockDim.x * gridDim.x) {
    dyn_9[0x4]--;
    stride5 = 1;
    if ((threadIdx.x + i11) != 0x7) {
      return;
    }
  }
  short x12 = (lane6 - (dyn_9[0x6] & threadIdx.x)) ^ 34u;
  (void)x12;
}
// Helper used by the kernels below.

struct Body13 {
  int x14;
  unsigned int val15;
  unsigned int hi16;
  int val17;
  __host__ __device__ void scale18(int e19)
  {
    e19 = (e19 += hi16, 64);
  }
  __host__ __device__ int apply20() const
  {
    return hi16 - static_cast<float>(sizeof(double));
  }
};
__device__ int devTable21[4];
__constant__ float coeffs22[4] = {7.5f, 6.5f, 7.5f, 2.5f};
__managed__ int managedTotal23;
__global__ void everySpace24(int *out) {
  __shared__ int tile[32];
  static __shared__ float extra[8];
  extern __shared__ float dynamicTile[];
  const int i = static_cast<int>(threadIdx.x);
  tile[i & 31] = devTable21[i & 3] + managedTotal23;
  extra[i & 7] = coeffs22[i & 3];
  dynamicTile[i] = extra[i & 7];
  out[i] = tile[(i + 1) & 31] + static_cast<int>(extra[i & 7]);
}

int main()
{
  int count25 = 644;
  everySpace24<<<dim3(8, (512), sizeof(float)), 128 * 4, 0, 0>>>(&count25);
  ++managedTotal23;
  try {
    count25 = managedTotal23;
    if (count25 > 45) {
      throw 45;
    }
  } catch (int) {
  }
  apply4<<<0x4, 1 << 5, sizeof(int) * 0x100>>>(expf(ceilf(managedTotal23)), count25, nullptr, (const double*)nullptr);
  return 0;
}
