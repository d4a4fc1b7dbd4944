// cudagen 0.1 seed 1718 valid
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,builtin_vars,main,shared_var,extern_shared,if,shift,comparison,incdec,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_string,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_function,macro_paste,pp_if
#include "prelude.cuh"

#define CHUNK_1 16
#define CHUNK_2 5
#define TILE_DIM_3 32
#define MOD8_4(x) ((x) % 8)
#define MIN2_5(a, b) ((a) < (b) ? (a) : (b))
#define CAT_6(a, b) a##b
#if TILE_DIM_3 == 32
#define CONFIG_7 6
#elif TILE_DIM_3 < 0
#error unreachable configuration
#else
#define CONFIG_7 17
#endif

__global__ void __launch_bounds__(256, 3) drift8_kernel(int n9, int lane10, int n11, double* out12)
{
  extern __shared__ unsigned dyn_13[];
  int tid14 = (blockIdx.x * blockDim.x) + threadIdx.x;
  out12[gridDim.x] = 61UL + tid14;
  __shared__ int sh_15;
  sh_15++;
  if ((sh_15 * threadIdx.x) >= 5) {
    return;
  }
}

int main()
{
  int len16 = 2705;
  --len16;
  dim3 off17 = dim3(1 << (CONFIG_7 + 1), 1);
  dim3 s18 = dim3((CONFIG_7 + (CHUNK_1 + (TILE_DIM_3 + (TILE_DIM_3 + 42)))), 1 << (CHUNK_2 + 1));
  const char* q19 = "path\\to";
  long long e20 = (float)(53 - double(q19[1]));
  len16 = len16;
  drift8_kernel<<<s18, 32, sizeof(int) * 0b100000>>>(CAT_6(len, 16), e20, -64, nullptr);
  return 0;
}
