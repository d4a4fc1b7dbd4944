// cudagen 0.1 seed 1001 valid
// features: kernel,kernel_template,launch_deduced_template_args,launch_bounds,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,device_function,static_device_function,host_device_function,main,shared_var,extern_shared,constexpr_var,local_array,const_local,struct,struct_template,if,bitwise,logical,comparison,incdec,pointer_arith,address_of,member_access,array_index,lit_int_suffix,lit_float,lit_float_exponent,lit_nullptr,cast_c,sizeof,macro_object,pp_undef,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 256
#define TILE_DIM_2 3
#define BLOCK_SIZE_3 4
#undef TILE_DIM_2
#define TILE_DIM_2 8

__global__ void __launch_bounds__(256) grow4_kernel(int len5, float *dst6, double *__restrict__ data7) {
  const unsigned idx8 = (len5 - 62u) + 3;
  if ((+len5) > 16)
    return;
  data7[4] = (*data7) * 13;
}

template <typename T>
struct Bounds9 {
  T hi10;
  T w11;
  __host__ __device__ void get12(int h13) {
    T *r14 = &hi10;
    r14[h13] = 3.375f;
  }
};
// Computes one element per thread.

template <typename T>
struct Cell15 {
  T z16;
};
// Layout: row-major, no padding.

__host__ __device__ void drift17(int n18) {
  int f19 = BLOCK_SIZE_3;
  size_t u20 = f19;
  --n18;
  double e21[4] = {29u};
  u20 = u20;
  e21[f19 & 3] = f19;
}

__global__ void __maxnreg__(128) tally22_kernel(int len23, int lane24) {
  extern __shared__ float dyn_25[];
  if ((lane24 | lane24) > lane24)
    return;
  lane24 = len23;
}

template <typename T>
__global__ void __launch_bounds__(256, BLOCK_SIZE_3) rank26(T *out27, const T *__restrict__ src28, int *__restrict__ dst29) {
  extern __shared__ unsigned int dyn_30[];
  if (((*out27) == out27[3]) || (sizeof(unsigned long) != (*dst29)))
    return;
  T idx31 = 60;
  int u32[8] = {};
  (*out27) = TILE_DIM_2;
}

template <class T, typename U>
__global__ void decay33(U *__restrict__ buf34, T b35) {
  int base36 = BLOCK_SIZE_1;
  if ((buf34 == nullptr) && (!buf34))
    return;
}
// Layout: row-major, no padding.

inline static __device__ int rank37(int *__restrict__ out38, int *buf39) {
  if ((*buf39) == 28ul)
    return 41 % (buf39[5] | 60ul);
  float v40 = buf39[5];
  return v40 + v40 + 3561 + (~(8 * (*buf39)));
}

int main() {
  int len41 = 4039;
  Bounds9<unsigned int> z42 = {28, 34lu};
  z42.hi10--;
  ++len41;
  grow4_kernel<<<32 * BLOCK_SIZE_3, sizeof(float) * (TILE_DIM_2 + (BLOCK_SIZE_3 + BLOCK_SIZE_3)), sizeof(unsigned int) * (BLOCK_SIZE_3 + 252), (cudaStream_t)0>>>((z42.hi10 - z42.hi10) + (43 + len41), (float*)nullptr, nullptr);
  tally22_kernel<<<(len41 + 255) / 256, (TILE_DIM_2 + 120) * BLOCK_SIZE_3, (1024), nullptr>>>(-57, len41);
  rank26<<<(len41 + 63) / 64, 128>>>((double*)nullptr, (const double*)nullptr, &len41);
  return 0;
}
