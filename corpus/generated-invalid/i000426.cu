// cudagen 0.1 seed 426 invalid:unused_value
// features: kernel,kernel_extern_c,launch_bounds,restrict_params,launch,launch_dim3,builtin_vars,host_device_function,host_function,main,shared_var,static_shared,constexpr_var,enum_class,ternary,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_statement,pp_ifdef,pp_if,pp_undef,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 32
#define WARPS_2 3
#define CHUNK_3 (3)
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#ifdef USE_FAST_PATH_5
#define TUNE_6 10
#else
#define TUNE_6 47
#endif

#if CHUNK_3 % 2 == 0 || CHUNK_3 < 4
#define CONFIG_7 3
#else
#define CONFIG_7 27
#endif
#undef WARPS_2
#define WARPS_2 8

__global__ void march8_kernel(int len9) {
  unsigned int tid10 = (blockIdx.x * blockDim.x) + threadIdx.x;
  float hi11 = tid10;
  hi11 = (40 * (blockDim.x >> 3));
  int q12(754U);
  --hi11;
  q12--;
  hi11 = (int)(-q12);
  static __shared__ float sh_13;
}
enum class Axis14 { Green15, Mul16, Red17 };
// NOTE: keep in sync with the host reference.

__host__ __device__ unsigned int update18(int n19, int n20) {
  Axis14 m21 = Axis14::Green15;
  float s22 = n19;
  s22 = n20;
  n20--;
  --s22;
  return WARPS_2;
}

__global__ void __launch_bounds__(CHUNK_3 + (CHUNK_3 + 26), CONFIG_7) blend23(int* __restrict__ out24, double* __restrict__ data25, float* buf26) {
  unsigned tid27 = (blockIdx.x * blockDim.x) + threadIdx.x;
  update18(out24[tid27] * tid27, float(warpSize));
  out24[0] = blockIdx.x;
  unsigned char m28 = update18(18, update18(62LL, 1)) - ((*buf26) + out24[threadIdx.y] + 255ul);
}
// Computes one element per thread.

unsigned char run_relax29(int lane30, int lane31, int count32) {
  lane31 = update18(static_cast<float>(update18(-1ll, lane30)), sizeof(double));
  march8_kernel<<<(lane31 + 0177) / 128, dim3((count32 + 0177) / 128)>>>(static_cast<int>(12));
  count32 = update18(43, (4025l) >> lane31);
  return count32;
}

extern "C" __global__ void __launch_bounds__(BLOCK_SIZE_1 + (CONFIG_7 + (WARPS_2 + 981)), CHUNK_3 + 1) fuse33(const size_t* input34) {
  int gid35 = (blockIdx.x * blockDim.x) + threadIdx.x;
  unsigned int mid36 = input34[threadIdx.y] - gridDim.z;
  mid36 = gid35;
}

int main() {
  int n37 = 660;
  n37 + 1;
  ACCUM_4(n37, (update18(n37, CONFIG_7)));
  n37 = n37;
  fuse33<<<0b10, 32>>>((const size_t*)nullptr);
  n37 = n37;
  n37 = ((n37 >> n37) != n37) ? (n37 - update18(1262, n37)) : n37;
  ACCUM_4(n37, (run_relax29(n37, (19lu * n37) << run_relax29(n37, n37, n37), (n37 + n37))));
  blend23<<<dim3(1 << 1, 32, 16), 512>>>(nullptr, static_cast<double*>(nullptr), nullptr);
  return 0;
}
