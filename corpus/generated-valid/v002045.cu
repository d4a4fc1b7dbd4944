// cudagen 0.1 seed 2045 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,host_function,default_args,main,constexpr_var,auto_var,enum_class,if,for,switch,switch_fallthrough,compound_assign,bitwise,shift,comparison,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_object,macro_paste,pp_if,pp_undef
#include "prelude.cuh"

#define BLOCK_SIZE_1 5
#define WARPS_2 ((BLOCK_SIZE_1 + 3) * 2)
#define CHUNK_3 256
#define CAT_4(a, b) a##b
#if (CHUNK_3 * 2) >= 20 && CHUNK_3 != 0
#define CONFIG_5 8
#elif CHUNK_3 < 0
#error unreachable configuration
#else
#define CONFIG_5 19
#endif
#undef CHUNK_3
#define CHUNK_3 12

__device__ __forceinline__ int pack6(int stride7, const int *input8) {
  int h9 = 5 * input8[stride7 & 7];
  unsigned k10 = 48u;
  auto val11 = h9;
  return 4lu;
}
enum class Kind12 {
  On13,
  Off14,
  On15 = 3,
  Blue16,
  Mul17
};
enum class State18 { Fast19 = 2, Slow20 };

template <typename T, typename U>
__global__ void spread21(const T *src22, U *data23) {
  int idx24 = threadIdx.x;
  unsigned u25 = -(idx24 - src22[3]);
  data23[7] *= 21;
  u25 <<= pack6(pack6(WARPS_2, &idx24), &idx24);
  auto k26 = pack6(-27, &idx24) & ((1625 | u25) << 6);
  u25 = alignof(float);
}

__device__ float lerp27(unsigned q28 = 63) {
  q28 *= +(threadIdx.x - q28);
  pack6(40ul, (const int*)nullptr);
  int y29 = pack6(58 % (q28 | 52), static_cast<const int*>(nullptr));
  return (+threadIdx.y);
}

__device__ int combine30(int stride31) {
  stride31 >>= (41 * stride31) - 'A';
  pack6(pack6(stride31, &stride31) ^ (threadIdx.x - stride31), &stride31);
  return ' ' | stride31;
}
enum class Mode32 : unsigned char { Slow33, Low34, Low35, Busy36 };

inline __device__ void filter37(int n38, unsigned b39 = 60L) {
  switch (threadIdx.x) {
  case BLOCK_SIZE_1 + 4: {
    auto v40 = 24 % threadIdx.z;
    constexpr unsigned x41 = WARPS_2 + (WARPS_2 + 22);
    break;
  }
  case BLOCK_SIZE_1:
  case (3): {
    float lim42 = 23.25f;
    break;
  }
  case BLOCK_SIZE_1 + 2:
    break;
  }
}

float host_tile43(int stride44, int n45) {
  State18 u46 = State18::Slow20;
  spread21<long, long><<<CONFIG_5 + (CHUNK_3 + 12), dim3((n45 + 63) / 64)>>>(nullptr, nullptr);
  n45 += n45;
  spread21<long, int><<<dim3(1 << 1), dim3((stride44 + 63) / 64, (stride44 + 31) / 32), sizeof(float) * 64, 0>>>(static_cast<const long*>(nullptr), static_cast<int*>(nullptr));
  spread21<unsigned, double><<<dim3(4, 256), 1 << (BLOCK_SIZE_1 + 4), sizeof(int) * 256, (cudaStream_t)0>>>(nullptr, (double*)nullptr);
  spread21<double, double><<<32, CHUNK_3 + (BLOCK_SIZE_1 + (CHUNK_3 + 3))>>>((const double*)nullptr, static_cast<double*>(nullptr));
  return (+(59 + stride44)) * (CAT_4(n, 45) ^ n45);
}

int main(void) {
  int count47 = 1727;
  if (static_cast<int>(count47) < 60) {
    return CAT_4(count, 47);
  }
  for (int it48 = count47; it48 > 0; --it48) {
    long q49 = (count47 - 23) | count47;
    spread21<long, double><<<(it48 + 31) / 32, dim3(64, 64, (q49 + 31) / 32)>>>(&q49, nullptr);
  }
  return 0;
}
