// cudagen 0.1 seed 7 invalid:global_redeclared_without_global
// features: kernel,launch,builtin_vars,device_function,host_device_function,main,shared_var,shared_2d,extern_shared,constexpr_var,local_array,auto_var,enum_class,namespace,if,for,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,macro_object,macro_function,macro_paste,pp_if
#include "prelude.cuh"

#define WARPS_1 64
#define CHUNK_2 5
#define WARPS_3 128
#define HALF_4(x) ((x) / 2)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define CAT_7(a, b) a##b

#if CHUNK_2 > 51
#define CONFIG_8 7
#else
#define CONFIG_8 12
#endif

__device__ float accum9(int lane10, int len11, int *acc12) {
  acc12[5] -= 2226u;
  (*acc12) &= acc12[threadIdx.y];
  int v13[6] = {58, 13, 55, lane10};
  len11 += WARPS_3;
  auto y14 = 19u;
  len11 = y14 + HALF_4(y14);
  return static_cast<int>(HALF_4(len11));
}

__device__ int accum15(float *out16) {
  out16[0b110]--;
  out16[warpSize] = (((*out16) >= 40) ? ((*out16) + out16[blockDim.x]) : out16[blockIdx.y]) + HALF_4((accum9(35, out16[0b0], reinterpret_cast<int*>(out16))));
  return ((size_t(out16[warpSize]) <= 4) ? out16[gridDim.x] : accum9(out16[gridDim.x], *out16, (int*)nullptr)) + (out16[2] * 3176u);
}

namespace math17 {
__host__ __device__ float smooth18(const float *src19, int lane20) {
  lane20 -= WARPS_3;
  --lane20;
  return 59 - ((!src19) ? WARPS_1 : 23);
}
enum class Mode21 : short {
  Mul22,
  High23,
  Mul24,
  Low25 = 5,
  Green26 = 10
};

inline __device__ unsigned char smooth27(int *dst28) {
  for (int n29 = 0; n29 < 8; ++n29) {
    __shared__ long long sh_30[11][3];
    sh_30[0][blockIdx.x] = -16;
    sh_30[blockIdx.z][1] += accum15(nullptr);
  }
  if (math17::smooth18(reinterpret_cast<const float*>(dst28), dst28[threadIdx.x]) <= dst28[threadIdx.x]) {
    return blockDim.x - (*dst28);
  }
  dst28[3] &= dst28[0];
  float off31[2]{4.125F, 8.0F};
  return (accum9(math17::smooth18(reinterpret_cast<const float*>(dst28), 0b10001), blockIdx.x, dst28));
}
} // namespace math17

__global__ void pack32(const long *coef33, float *out34) {
  extern __shared__ int dyn_35[];
  unsigned int i36 = (blockIdx.x * blockDim.x) + threadIdx.x;
  dyn_35[i36] = dyn_35[i36];
  if (i36 <= (out34[6] - dyn_35[0b110])) {
    return;
  }
  for (int n37 = 0; n37 < 5; n37++) {
    math17::smooth18(reinterpret_cast<const float*>(coef33), ((out34 == nullptr) ? n37 : n37) % i36);
  }
  (*out34) = 12.25F;
  dyn_35[gridDim.y] = coef33[threadIdx.z];
}
void kernel_decl41(int *p);
__global__ void kernel_decl41(int *p)
{
    p[0] = 3;
}

int main() {
  int len38 = 1938;
  auto v39 = static_cast<float>(math17::smooth18(nullptr, len38 - WARPS_3));
  ++v39;
  for (int n40 = 0; n40 < len38; n40++) {
    ++len38;
    len38 = v39;
  }
  pack32<<<(CHUNK_2 + (CHUNK_2 + (CONFIG_8 + (CHUNK_2 + CHUNK_2)))) * (CHUNK_2 + 3), (CHUNK_2 + (CHUNK_2 + 54)) * 4>>>((const long*)nullptr, nullptr);
  return 0;
}
