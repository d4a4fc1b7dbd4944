// cudagen 0.1 seed 1896 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,host_function,main,shared_var,extern_shared,constexpr_var,local_array,if,for,while,do_while,ternary,bitwise,logical,comparison,pointer_arith,array_index,lit_int_hex,lit_float,lit_char,lit_bool,lit_nullptr,cast_functional,cast_reinterpret,sizeof,macro_object,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 5
#define WARPS_2 256
#undef WARPS_2
#define WARPS_2 12

template <typename T, int N>
__global__ void filter3(T p4, T *__restrict__ dst5)
{
  extern __shared__ float dyn_6[];
  int gid7 = (blockIdx.x * blockDim.x) + threadIdx.x;
  int m8[6] = {};
  T sum9 = m8[gid7];
  int pass10 = 0;
  while ((pass10 < 0x5) && (dyn_6[pass10 & 7] <= NUM_ITERS_1)) {
    for (int i11 = 0; i11 < (WARPS_2 + 2); ++i11) {
      char diff12 = threadIdx.x * gridDim.y;
      p4 = (*dst5) - p4;
    }
    ++pass10;
  }
}

__global__ void fuse13_kernel(int count14, long long a15, const unsigned long *src16, long b17)
{
  int pass18 = 0x0;
  do {
    for (int n19 = (blockIdx.x * blockDim.x) + threadIdx.x; n19 < 7; n19 += blockDim.x * gridDim.x) {
      __shared__ long sh_20[8];
    }
    if ((pass18 ^ pass18) == ' ') {
      return;
    }
    const unsigned char *h21 = reinterpret_cast<const unsigned char*>(src16);
    ++pass18;
  } while ((pass18 < 10) && blockIdx.y);
  b17 = a15;
  __shared__ float sh_22;
}

void grow23(unsigned short q24, const float *input25)
{
  if (!((*input25) == 29)) {
    return;
  }
  for (int n26 = 0; n26 < 3; ++n26) {
    q24 = float(input25[5] + q24 + NUM_ITERS_1);
  }
  q24 = q24;
  bool r27 = input25[3];
  r27 = r27 - ((q24 != input25[7]) ? (false * r27) : (+(*input25)));
  if ((r27 & 1)) {
    return;
  }
}

int main()
{
  int size28 = 812;
  filter3<double, ((7))><<<1, 64, sizeof(unsigned int) * 0x400>>>(size28, nullptr);
  long long u29 = size28;
  constexpr char h30 = 0x39;
  fuse13_kernel<<<(size28 + 127) / 128, sizeof(unsigned int) * 128, sizeof(float) * 128, nullptr>>>(u29, ~size28, nullptr, u29);
  filter3<int, 2><<<(size28 + 63) / 0x40, NUM_ITERS_1 + (NUM_ITERS_1 + 0x16), sizeof(int) * 32, (cudaStream_t)0>>>('z', nullptr);
  float *e31 = nullptr;
  return 0;
}
