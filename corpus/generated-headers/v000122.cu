// cudagen 0.2 seed 122 valid headers
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,main,constexpr_var,const_local,enum,if,shift,logical,comparison,pointer_arith,array_index,call,lit_float,lit_nullptr,macro_object,bit_field,runtime_api,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <cmath>

#define TILE_DIM_1 16
#define TILE_DIM_2 5
#define CHUNK_3 (4 * 2)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
enum Level7 {
  MUL8,
  FAST9,
  ADD10,
  ADD11,
  MUL12
};

__global__ void count13(unsigned long* __restrict__ data14)
{
  int i15 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (warpSize >= i15) {
    return;
  }
  Level7 lim16 = MUL8;
  const double hi17 = -57;
  (void)hi17;
  float m18 = lim16;
  (void)m18;
}
struct Header19 {
  unsigned f0 : 12;
  unsigned : 0;
  short f1 : 12;
  unsigned int f2 : 12;
  unsigned : 0;
};
__host__ __device__ int pack20(int x) {
  Header19 b{};
  b.f0 = static_cast<unsigned>(x) & 4095u;
  b.f1 = 34;
  b.f2 = static_cast<unsigned>(x) & 4095u;
  return static_cast<int>(b.f0) + static_cast<int>(b.f1) + static_cast<int>(b.f2);
}

int main()
{
  int n21 = 1763;
  if (!(n21 > 48)) {
    return fmaxf(-6.125f, cosf(n21));
  }
  cudaError_t err22 = cudaPeekAtLastError();
  int ok23 = err22 == cudaSuccess ? 1 : 0;
  (void)ok23;
  count13<<<ADD11 + FAST9, dim3(1 << (ADD10 + 6))>>>(nullptr);
  return 0;
}
