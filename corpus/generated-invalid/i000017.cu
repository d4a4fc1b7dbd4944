// cudagen 0.1 seed 17 invalid:kernel_pack_not_last
// features: kernel,maxnreg,launch,launch_shared_mem,builtin_vars,host_device_function,main,constant_var,shared_var,extern_shared,host_global,constexpr_var,local_array,auto_var,const_local,namespace,if,for,goto,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,macro_object,pp_undef
#include "prelude.cuh"

#define CHUNK_1 32
#define RADIUS_2 4
#define TILE_DIM_3 8
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#undef CHUNK_1
#define CHUNK_1 48

namespace detail6 {
__global__ void __maxnreg__(128) pivot7_kernel(int lane8) {
  extern __shared__ float dyn_9[];
  dyn_9[lane8] = lane8;
  if (blockDim.y > 1ULL) {
    return;
  }
  for (int n10 = lane8; n10 > 0; --n10) {
    --lane8;
  }
  dyn_9[7] = dyn_9[threadIdx.z];
  --lane8;
  unsigned int w11[2] = {};
}
} // namespace detail6
__constant__ unsigned int c_bump12 = 44;

__global__ void accum13(const unsigned int* coef14, const double* in15) {
  extern __shared__ long dyn_16[];
  int idx17 = (blockIdx.x * blockDim.x) + threadIdx.x;
  float cnt18 = *coef14;
  ++cnt18;
  cnt18 += 12.375F + (*in15);
  if (cnt18 >= 28u) {
    return;
  }
  int diff19 = 0;
  if (c_bump12 <= TILE_DIM_3) {
    goto finish20;
  }
  dyn_16[blockDim.x] = idx17;
finish20:;
}

__global__ void decay21_kernel(const long* input22, const unsigned* src23, int len24) {
  unsigned idx25 = threadIdx.x;
  if (idx25 >= len24) {
    return;
  }
  const int flag26 = 59;
  auto w27 = len24 * threadIdx.x;
  ++w27;
  for (int i28 = 0; i28 < len24; i28 += 0x3) {
    long long lo29[8] = {static_cast<long long>('\\'), 10U, 3ll, -61, 51};
    int h30 = blockIdx.x + 25;
  }
}
int g_kick31[] = {21ULL, 41};

__device__ __host__ int bump32(const double* src33) {
  return src33[2];
}

__global__ void scale34(int stride35, float p36) {
  int idx37 = (blockIdx.x * blockDim.x) + threadIdx.x;
  long q38{076};
  stride35 ^= 0x3 * gridDim.z * bump32(nullptr);
  float lo39[4] = {};
  float cnt40 = bump32((const double*)nullptr);
  q38--;
  const int f41 = bump32(nullptr);
}

__global__ void fold42_kernel(const unsigned int* coef43, unsigned q44, int stride45) {
  unsigned int i46 = threadIdx.x;
  int x47 = stride45;
  if (c_bump12 >= RADIUS_2) {
    return;
  }
  float prod48 = i46;
  bump32(nullptr);
  if (bump32(reinterpret_cast<const double*>(coef43)) == threadIdx.y) {
    return;
  }
  x47 &= 15L;
  constexpr double stride49 = 53;
}
template <typename... Args, typename T>
__global__ void pack_kernel51(T t, Args... args)
{
}

int main() {
  int n50 = 2982;
  decay21_kernel<<<0x1, 64>>>(nullptr, (const unsigned int*)nullptr, 0x1C + g_kick31[n50]);
  fold42_kernel<<<(n50 + 0b111111) / 64, (0x20)>>>(nullptr, bump32(nullptr), int(-0x21));
  fold42_kernel<<<sizeof(float) * 0b100, 32, 0>>>(static_cast<const unsigned int*>(nullptr), bump32(nullptr), n50 + TILE_DIM_3);
  ++g_kick31[1];
  detail6::pivot7_kernel<<<1, sizeof(unsigned int) * 64>>>(-1100);
  accum13<<<(n50 + 0xFF) / 0400, (TILE_DIM_3 + 24)>>>(nullptr, static_cast<const double*>(nullptr));
  scale34<<<(n50 + 63) / 64, sizeof(unsigned int) * (RADIUS_2 + (TILE_DIM_3 + RADIUS_2))>>>(CHUNK_1, (5 / n50) / n50);
  return 0;
}
