// cudagen 0.1 seed 119 valid
// features: kernel,kernel_static,launch_bounds,launch,launch_dim3,builtin_vars,device_function,host_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,local_array,struct,struct_methods,operator_overload,enum,anon_namespace,if,if_else,for,goto,ternary,compound_assign,bitwise,logical,comparison,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,macro_object,pp_ifdef
#include "prelude.cuh"

#define BLOCK_SIZE_1 3
#define CHUNK_2 (5)
#define USE_FAST_PATH_3

#ifndef USE_FAST_PATH_3
#define TUNE_4 3
#else
#define TUNE_4 56
#endif

__global__ void blend5_kernel(unsigned int* dst6, const float* src7, float* dst8)
{
  extern __shared__ float dyn_9[];
  unsigned tid10 = (blockIdx.x * blockDim.x) + threadIdx.x;
  for (int it11 = 0; it11 < 12; ++it11) {
    unsigned int w12 = 64;
  }
  constexpr int m13 = 51;
}

struct Node14 {
  double x15;
  unsigned int weight16;
  double z17;
  __host__ __device__ double scale18() const
  {
    return 22.875;
  }
  __host__ __device__ void norm19(float q20)
  {
    int idx21(z17);
    unsigned long val22[3] = {51, 4UL};
  }
};

__host__ __device__ Node14 operator+(Node14 a, Node14 b)
{
  Node14 r = a;
  r.x15 += b.x15;
  r.weight16 += b.weight16;
  r.z17 += b.z17;
  return r;
}

namespace {
enum Axis23 { MUL24, IDLE25, RED26 = 4, GREEN27 };

static __global__ void __launch_bounds__(64, IDLE25 + IDLE25) sift28_kernel(unsigned int q29)
{
  extern __shared__ float dyn_30[];
  if (q29 != q29) {
    return;
  }
  float z31 = dyn_30[0];
  if (dyn_30[blockDim.x] <= 49) {
    goto done34;
  }
  for (int n32 = 0; n32 < (12); n32++) {
    dyn_30[q29] = 14.75f + (n32 * z31);
    unsigned* prod33 = &q29;
  }
done34:;
}

inline __device__ int tally35(signed char p36)
{
  for (int i37 = 0x3; i37 > 0; --i37) {
    if (((~i37) <= 1lu) && ((i37 ^ 7) & 1)) {
      if (p36 < (p36 + p36)) {
        Axis23 z38 = IDLE25;
        p36 -= i37;
        p36 ^= (1 + (z38 - i37)) * (0x4 * static_cast<unsigned>(i37));
      }
    } else if (((p36 + p36) * 0b101100) != i37) {
    } else {
    }
  }
  return 60 | (static_cast<short>(p36) * (TUNE_4 + p36));
}
} // namespace

constexpr int run_smooth39(int len40)
{
  return ((len40 * len40) <= 36) ? CHUNK_2 : ((GREEN27 & len40) + MUL24);
}

int main()
{
  int size41 = 1400;
  if (!(!(size41 == 63))) {
    size41 *= ((9 - size41) != size41) ? 29 : (+(35 | size41));
    if (0x39 < (size41 % 44)) {
      return size41 & (size41 % size41);
    }
    size41 -= size41;
  } else {
  }
  blend5_kernel<<<(size41 + 31) / 0x20, dim3(sizeof(unsigned int) * (IDLE25 + 1))>>>(nullptr, nullptr, nullptr);
  sift28_kernel<<<dim3(sizeof(float) * 16, 4 * 8), 0x10 * 4>>>(sizeof(int));
  return 0;
}
