// cudagen 0.1 seed 495 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,device_function,host_function,main,shared_var,extern_shared,host_global,constexpr_var,local_array,if,for,pragma_unroll,goto,static_assert,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,sizeof,macro_function,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

#ifdef USE_FAST_PATH_5
#define TUNE_6 12
#else
#define TUNE_6 60
#endif

#if TUNE_6 > 90
#define CONFIG_7 7
#else
#define CONFIG_7 25
#endif

__global__ void rank8_kernel(const int *__restrict__ input9) {
  #pragma unroll 4
  for (int i10 = (blockIdx.x * blockDim.x) + threadIdx.x; i10 < 16; i10 += blockDim.x * gridDim.x) {
    unsigned int off11 = TUNE_6;
  }
}
static long g_tally12;

__host__ unsigned check_accum13(int lane14, const int *__restrict__ src15, int lane16) {
  lane16 = MOD8_1(g_tally12) - 6;
  lane14 = *src15;
  return 54;
}

__device__ void spread17(float p18) {
  p18 = p18;
  size_t y19 = p18;
}

__global__ void __launch_bounds__(64, 4) kick20(int lane21) {
  int tid22 = threadIdx.x;
  lane21 = -55;
  #pragma unroll 2
  for (int i23 = 0x0; i23 < 10; i23++) {
    lane21 = (lane21 += tid22, i23);
    int cnt24[3]{0x1089, 0x43C, 0b11101UL};
  }
}
static_assert(((5) * 5) > 24);
// Layout: row-major, no padding.

__global__ void combine25(long cfg26, unsigned int *dst27, float p28) {
  extern __shared__ short dyn_29[];
  int i30 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (i30 >= cfg26) {
    return;
  }
  unsigned int cnt31 = dst27[i30 & 7];
  unsigned lo32((dyn_29[blockDim.z]));
  if ((threadIdx.y - 60) != 52) {
    return;
  }
  dyn_29[i30] -= (cfg26 += 33, (-25l));
}

__global__ void __launch_bounds__(64, 4) smooth33_kernel(int n34) {
  int i35 = threadIdx.x;
  ++n34;
  --n34;
  n34--;
  --n34;
  if ((n34 != i35) && (n34 == i35)) {
    goto finish36;
  }
  n34 %= 4lu;
  n34 = threadIdx.x;
  n34 = 23;
finish36:;
}

int main() {
  int n37 = 2494;
  dim3 tmp38(1 << 0x9, 1 << 3);
  int y39 = g_tally12;
  unsigned int diff40 = TWICE_PLUS_2(MOD8_1(n37), 27LL + y39);
  float w41 = check_accum13(TWICE_PLUS_2(n37 - 4159, 0xC), nullptr, g_tally12);
  --n37;
  rank8_kernel<<<dim3(0x10, (512), (n37 + 0x3F) / 0b1000000), sizeof(int) * 8, sizeof(int) * 32, nullptr>>>(nullptr);
  kick20<<<(n37 + 0xFF) / 256, sizeof(unsigned int) * 0x8>>>(check_accum13(g_tally12, nullptr, CONFIG_7) | MOD8_1(diff40));
  combine25<<<0x8, sizeof(unsigned int) * (TUNE_6 + 4)>>>(58, nullptr, ~MOD8_1(diff40));
  return 0;
}
