// cudagen 0.1 seed 543 valid
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,static_device_function,host_function,constexpr_function,main,host_global,constexpr_var,local_array,if,if_init,for,goto,static_assert,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_object,macro_function
#include "prelude.cuh"

#define RADIUS_1 5
#define TILE_DIM_2 256
#define TILE_DIM_3 8
#define TWICE_PLUS_4(a, b) (2 * (a) + (b))

inline static __device__ double probe5(const float *in6, int len7, const size_t *src8) {
  len7 = len7;
  len7 = 0xD;
  len7 -= 28ul;
  int flag9 = (len7 < src8[len7]) ? (len7 + (32 + len7)) : 45;
  return len7;
}
int g_bump10 = 0x5 * RADIUS_1;

__global__ void __maxnreg__(64) norm11(float b12, double b13, const float *__restrict__ input14, long a15) {
  int r16 = probe5(input14, probe5(input14, 59u * (*input14), reinterpret_cast<const size_t*>(input14)), nullptr);
  float mid17 = a15;
  static_assert((TILE_DIM_3 + 45) > 52);
}

inline void check_merge18(float cfg19, int lane20) {
  dim3 sum21 = dim3(4);
  for (int i22 = 0; i22 < 0x2; i22 += 3) {
    cfg19++;
    long long idx23 = i22;
  }
}
constexpr int DEPTH24 = 0b1 << 2;

__host__ long long host_lerp25(int *__restrict__ out26) {
  if ((g_bump10 & 0b11) > 48) {
    goto out27;
  }
  g_bump10 ^= g_bump10;
  norm11<<<sizeof(float) * (RADIUS_1 + 0x7B), 32>>>(out26[6], DEPTH24 - out26[g_bump10 & 7], reinterpret_cast<const float*>(out26), (*out26) - TILE_DIM_2);
  out26[g_bump10] = DEPTH24;
out27:;
  return 0xcfa;
}

__host__ void bump28(float p29) {
  g_bump10--;
  double cnt30 = 0x9 / g_bump10;
  cnt30 /= g_bump10;
  int idx31{'#'};
}

constexpr int host_sweep32(int count33, int count34) {
  static_assert(sizeof(int) == 0b100);
  return count34 + (-count34);
}

inline __host__ void check_warp35(int n36, double *buf37, int stride38) {
  unsigned r39 = host_lerp25(reinterpret_cast<int*>(buf37));
  if (int flag40(host_lerp25(reinterpret_cast<int*>(buf37))); (host_sweep32(r39, sizeof(int)) | (DEPTH24 * stride38)) <= TWICE_PLUS_4(*buf37, n36)) {
    if (flag40 != n36)
      return;
  }
  norm11<<<dim3((n36 + 63) / 64, (r39 + 127) / 0b10000000), dim3(sizeof(float) * 16, sizeof(int) * 8, (stride38 + 63) / 64)>>>(13.625F, host_lerp25(nullptr), reinterpret_cast<const float*>(buf37), host_lerp25(reinterpret_cast<int*>(buf37)));
  buf37[g_bump10 & 0b111] = host_lerp25((int*)nullptr);
  host_lerp25(reinterpret_cast<int*>(buf37));
  buf37[stride38 & 0b111] += TILE_DIM_2;
}

int main() {
  int size41 = 1890;
  unsigned int diff42[2]{static_cast<unsigned int>(g_bump10), 39U};
  norm11<<<(TILE_DIM_3), dim3((TILE_DIM_3 + 248) * 2), 0x0, (cudaStream_t)0>>>(RADIUS_1, DEPTH24, nullptr, DEPTH24 << (size41 - g_bump10));
  return 0;
}
