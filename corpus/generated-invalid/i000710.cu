// cudagen 0.1 seed 710 invalid:defined_operator
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,builtin_vars,device_function,static_device_function,host_function,default_args,main,constexpr_var,auto_var,struct,operator_overload,aligned_struct,if,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_bool,cast_c,cast_functional,sizeof,lambda,lambda_capture_value,lambda_generic,lambda_mutable,lambda_iife,macro_object,macro_function,macro_paste,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define USE_FAST_MATH_28 1
#if defined(USE_FAST_MATH_28)
#define FAST_PATH_ON 1
#endif
#define CHUNK_1 16
#define CHUNK_2 (5)
#define TILE_DIM_3 3
#define MOD8_4(x) ((x) % 8)
#define CAT_5(a, b) a##b

#ifndef USE_FAST_PATH_6
#define TUNE_7 7
#else
#define TUNE_7 29
#endif
#undef TUNE_7
#define TUNE_7 24

__global__ void __launch_bounds__((CHUNK_2 + (TUNE_7 + (TILE_DIM_3 + (CHUNK_2 + (CHUNK_2 + 0x16))))) * (TILE_DIM_3 + 1)) split8_kernel(int *__restrict__ acc9)
{
  unsigned gid10 = threadIdx.x;
  (*acc9) = acc9[3] & 022lu;
  acc9[0x1] = MOD8_4(gid10);
  (*acc9) = 4120;
  acc9[0x0]--;
}
// Computes one element per thread.

static __device__ unsigned int merge11(float cfg12)
{
  cfg12 = cfg12;
  auto r13 = threadIdx.z;
  return (long long)gridDim.x;
}

struct __align__(8) Acc14 {
  unsigned int mass15;
  int val16;
};

inline __host__ __device__ Acc14 operator+(Acc14 a, Acc14 b)
{
  Acc14 r = a;
  r.mass15 += b.mass15;
  r.val16 += b.val16;
  return r;
}

float run_warp17(int stride18, float beta19 = 13.25F)
{
  ([]() {})();
  int r20 = beta19 + size_t(CHUNK_2);
  if ((beta19 > sizeof(float)) && (sizeof(Acc14) != r20)) {
    return (unsigned long long)beta19;
  }
  return 7.25F;
}

float check_rank21(Acc14 a22)
{
  ++a22.val16;
  int sum23 = MOD8_4(MOD8_4(a22.mass15));
  return 18.75f;
}

int main()
{
  int count24 = 760;
  count24 = ' ';
  if ((64 % count24) <= (count24 + count24)) {
    auto step27 = [=](auto acc25) mutable {
      acc25 = (+(count24 / count24)) - acc25;
      float y26 = CAT_5(acc, 25);
      y26 = sizeof(int);
      return acc25 * 2;
    };
    count24 = count24 - ((int)28);
  }
  count24 = (20L);
  split8_kernel<<<(count24 + 255) / 256, 1 << (CHUNK_2 + 2), 0>>>(&count24);
  return 0;
}
