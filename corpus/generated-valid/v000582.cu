// cudagen 0.1 seed 582 valid
// features: kernel,kernel_static,launch_bounds,launch,launch_shared_mem,launch_stream,device_function,device_template_function,main,device_array,constexpr_var,struct,struct_methods,operator_overload,typedef,if,for,bitwise,shift,comparison,incdec,pointer_arith,address_of,member_access,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,macro_object,macro_function,pp_if,pp_undef,comments
#include "prelude.cuh"

#define TILE_DIM_1 8
#define NUM_ITERS_2 4
#define WARPS_3 16
#define LOW_BITS_4(x) ((x) & 0xF)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)

#if NUM_ITERS_2 % 2 == 0 || NUM_ITERS_2 < 4
#define CONFIG_7 3
#else
#define CONFIG_7 10
#endif
#undef CONFIG_7
#define CONFIG_7 48
static __device__ double d_drift8[32];

struct Sample9 {
  unsigned long hi10, val11;
  float val12;
  __host__ __device__ void reset13(float v14) {
    float val15 = LOW_BITS_4(hi10);
  }
};

__host__ __device__ Sample9 operator+(Sample9 a, Sample9 b) {
  Sample9 r = a;
  r.hi10 += b.hi10;
  r.val11 += b.val11;
  r.val12 += b.val12;
  return r;
}

__global__ void __launch_bounds__(128) combine16_kernel(const int *src17, int n18, const int *in19, int len20) {
  d_drift8[29]--;
  n18 = 44u + d_drift8[n18];
}
typedef int *ptr21_t;

static __global__ void tile22(int len23, const float *input24) {
  d_drift8[7] = TILE_DIM_1 - (len23 << 1);
  bool cnt25 = (*input24) != 8;
}
// NOTE: keep in sync with the host reference.

template <typename T, typename U>
__device__ double smooth26(T q27) {
  T s28 = TILE_DIM_1;
  ++q27;
  if (s28 <= (s28 - NUM_ITERS_2)) {
    return 7.25;
  }
  return s28;
}

struct Vec29 {
  long flag30;
  unsigned short id31;
  float vel32;
  long long count33;
  __host__ __device__ void bump34(long acc35) {
    count33 = acc35;
  }
};

__global__ void __launch_bounds__(WARPS_3 + (NUM_ITERS_2 + (NUM_ITERS_2 + (NUM_ITERS_2 + NUM_ITERS_2)))) clamp36_kernel(long alpha37, Vec29 p38, const int *in39, const int *coef40) {
  constexpr float idx41 = 4.5f;
  if (in39 == nullptr) {
    return;
  }
  alpha37 = smooth26<double, unsigned int>(idx41 - d_drift8[alpha37]) * smooth26<unsigned int, long>(p38.count33 | alpha37);
}

int main(void) {
  int count42 = 229;
  count42 = LOW_BITS_4(count42 >> count42);
  for (int n43 = 0b11; n43 > 0; --n43) {
    count42 = n43;
    count42 = LOW_BITS_4(count42);
  }
  constexpr int sum44 = 53;
  cudaStream_t flag45 = 0;
  combine16_kernel<<<2, (TILE_DIM_1 + 504)>>>(&sum44, 45u, &sum44, 58L * count42);
  tile22<<<(0b100), 64, (256), flag45>>>(count42, (const float*)nullptr);
  clamp36_kernel<<<128, WARPS_3 + 16, 0, flag45>>>(5, Vec29{}, &count42, &sum44);
  return 0;
}
