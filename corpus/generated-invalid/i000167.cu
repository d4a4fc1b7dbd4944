// cudagen 0.1 seed 167 invalid:global_main
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,main,device_var,shared_var,extern_shared,constexpr_var,local_array,if,if_else,for,goto,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_float_exponent,lit_nullptr,cast_c,sizeof,lambda,lambda_iife,macro_object,macro_function,pp_undef,comments
#include "prelude.cuh"

#define TILE_DIM_1 32
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define SQR_3(x) ((x) * (x))
#undef TILE_DIM_1
#define TILE_DIM_1 8
__device__ unsigned char d_decay4;
/* NOTE: keep in sync with the host reference. */

static __global__ void mix5_kernel(int* dst6) {
  unsigned int gid7 = (blockIdx.x * blockDim.x) + threadIdx.x;
  --dst6[blockIdx.x];
  dst6[0b100] -= threadIdx.x;
}
__device__ double d_score8 = -20L;

template <typename T, int N>
__global__ void __launch_bounds__((256)) pivot9_kernel(T* acc10, const T* in11, T beta12) {
  unsigned int i13 = (blockIdx.x * blockDim.x) + threadIdx.x;
  d_decay4 = in11[i13] * (sizeof(float) | (d_decay4 + d_decay4));
  constexpr unsigned r14 = 0b100001;
}
/* Returns the accumulated value. */

float run_scale15(int n16, int lane17, float* __restrict__ dst18) {
  lane17++;
  ([]() {})();
  int stride19[(4)] = {0, 11};
  if (((stride19[lane17 & 3] * 45) & 1)) {
    goto done20;
  }
  if ((unsigned)lane17) {
    return (n16 + lane17) | 0b111011;
  }
done20:;
  return sizeof(int) + (n16 - (500e-3f));
}

__device__ int scale21(int lane22) {
  d_score8--;
  d_decay4 = 55;
  d_score8 = ((+d_score8) == (~d_decay4)) ? threadIdx.z : 23.625F;
  for (int n23 = 0, j24 = 2 * 2; n23 < j24; (++n23, (--j24))) {
    __shared__ unsigned char sh_25[16];
    constexpr unsigned int hi26 = 23;
  }
  return d_decay4;
}

__global__ void weigh27(float* buf28, int* __restrict__ acc29) {
  extern __shared__ double dyn_30[];
  int idx31 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (blockDim.x == (d_decay4 += 255, (idx31 - 9))) {
    (d_decay4--, ((*buf28) *= scale21(TILE_DIM_1)));
    (acc29[d_decay4 & 7]--, (acc29[idx31] = 9));
    int v32 = 33;
  } else {
    d_score8 -= blockDim.x;
    --d_score8;
  }
}

__global__ int main() {
  int n33 = 1641;
  pivot9_kernel<int, (2 * 0b100)><<<dim3(1, (n33 + 63) / 64, (n33 + 255) / 256), (256), TILE_DIM_1 + 4088, nullptr>>>(&n33, &n33, (int)(TILE_DIM_1));
  mix5_kernel<<<TILE_DIM_1 + 24, dim3(1 << 3, (n33 + 037) / 32, 64)>>>(&n33);
  weigh27<<<(n33 + 127) / 128, (TILE_DIM_1 + 120), 0, nullptr>>>((float*)nullptr, &n33);
  return 0;
}
