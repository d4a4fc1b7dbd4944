// cudagen 0.1 seed 2310 valid
// features: kernel,grid_constant,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,default_args,main,device_var,shared_var,extern_shared,constexpr_var,local_array,struct,operator_overload,enum_class,if,switch,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,pp_if,pp_undef,comments
#include "prelude.cuh"

#define TILE_DIM_1 4
#define TILE_DIM_2 (32)
#define TILE_DIM_3 8
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define HALF_5(x) ((x) / 2)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)

#if (TILE_DIM_1 * 2) >= 1 && TILE_DIM_1 != 0
#define CONFIG_8 6
#else
#define CONFIG_8 12
#endif
#undef TILE_DIM_1
#define TILE_DIM_1 24
enum class Axis9 { On10, Mul11 = 6 };

struct Acc12 {
  int weight13, x14;
};

__host__ __device__ Acc12 operator+(Acc12 a, Acc12 b) {
  Acc12 r = a;
  r.weight13 += b.weight13;
  r.x14 += b.x14;
  return r;
}

struct Span15 {
  int hi16;
  float y17;
};

__host__ __device__ Span15 operator+(Span15 a, Span15 b) {
  Span15 r = a;
  r.hi16 += b.hi16;
  r.y17 += b.y17;
  return r;
}
__device__ float d_blend18 = 20.125f;
/* Helper used by the kernels below. */

__global__ void weigh19_kernel(float a20, float *out21, __grid_constant__ const Acc12 alpha22) {
  int idx23 = (blockIdx.x * blockDim.x) + threadIdx.x;
  d_blend18 -= threadIdx.x;
  if (idx23 < idx23) {
    return;
  }
  unsigned short v24[7] = {0xA};
}
__device__ unsigned long d_reduce25;

__global__ void scale26(float cfg27) {
  extern __shared__ int dyn_28[];
  switch (d_reduce25 % 47) {
  case 0:
    d_reduce25 = (d_blend18 += 11.0f, static_cast<int>(cfg27));
    break;
  case 0x2 * 4:
    cfg27 += (cfg27 += 6, dyn_28[d_reduce25]);
    break;
  case 0x5:
    dyn_28[4] <<= 5;
    break;
  }
  if (d_reduce25 > sizeof(int)) {
    return;
  }
  d_blend18 -= d_blend18;
  float *res29 = (float*)nullptr;
}

__global__ void weigh30(long cfg31) {
  int tid32 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (d_reduce25 > (d_reduce25 * d_reduce25)) {
    return;
  }
  int res33[2] = {};
  short w34(MIN2_4(res33[blockIdx.z & 0x1], 21) * (0x40ul + blockDim.x));
}

size_t check_fold35(int len36 = 25) {
  if (MIN2_4(len36, len36) != len36) {
    return MIN2_4(len36 | 5, 50 >> len36);
  }
  dim3 acc37(4);
  ++len36;
  return 10 - ((len36 += 10lu, len36) * len36);
}

int main() {
  int len38 = 0x921;
  weigh30<<<TILE_DIM_3, dim3((len38 + 31) / 32, (len38 + 127) / 128), sizeof(double) * 64>>>(check_fold35());
  if (len38 < len38) {
    return (len38 += TILE_DIM_1, (len38));
  }
  weigh19_kernel<<<1, 4 * 8, 0, nullptr>>>((12U + len38) | TILE_DIM_2, (float*)nullptr, Acc12{60, 30LL});
  scale26<<<0x200, TILE_DIM_2 + 96, 0, 0>>>((len38 + len38) * len38);
  return 0;
}
