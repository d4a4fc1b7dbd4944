// cudagen 0.1 seed 1655 valid
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,main,managed_var,local_array,enum_class,using_alias,if,for,bitwise,comparison,incdec,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_statement,comments
#include "prelude.cuh"

#define WARPS_1 3
#define TILE_DIM_2 (WARPS_1 + (WARPS_1 + 10))
#define CHUNK_3 ((TILE_DIM_2))
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
using idx5_t = int;
using real6_t = float;

static __global__ void sift7(double* dst8, int* dst9)
{
  dst8[3]++;
  int mid10{55ull};
}
enum class Phase11 { Slow12 = 2, Idle13, Slow14 = 7, On15 };

__host__ __device__ void apply16(long cfg17)
{
  long long stride18[2]{static_cast<long long>(cfg17), 33};
  Phase11 z19 = Phase11::Slow12;
  ACCUM_4(stride18[cfg17], (stride18[1]));
  stride18[0] = (56UL);
  ACCUM_4(stride18[cfg17], (0x2));
  if (z19 != Phase11::Slow12) {
    return;
  }
  if ((stride18[cfg17] - cfg17) != cfg17) {
    return;
  }
}
__managed__ unsigned int m_split20 = (WARPS_1 + 3);
// Helper used by the kernels below.

__global__ void smooth21_kernel(const long* input22)
{
  unsigned int m23[4]{1UL, 0xbU, 9U, 39};
  for (int i24 = 0; i24 < 10; ++i24) {
    m23[0x1] = 37;
  }
  float lim25[(WARPS_1)] = {.25f};
}

int main()
{
  int len26 = 384;
  dim3 h27((CHUNK_3 + 16) * (WARPS_1 + (WARPS_1 + 2)), (CHUNK_3 + (CHUNK_3 + (CHUNK_3 + (TILE_DIM_2 + (WARPS_1 + (WARPS_1 + 58)))))) * 2);
  real6_t x28[4] = {21.75f, 17.0f, 064l};
  sift7<<<128, 32, sizeof(int) * 64, (cudaStream_t)0>>>((double*)nullptr, (int*)nullptr);
  smooth21_kernel<<<(1), TILE_DIM_2 + (TILE_DIM_2 + (WARPS_1 + (CHUNK_3 + 13)))>>>((const long*)nullptr);
  return 0x0;
}
