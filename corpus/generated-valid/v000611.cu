// cudagen 0.1 seed 611 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,grid_stride_loop,device_function,host_device_function,default_args,main,shared_var,extern_shared,constexpr_var,enum,if,for,pragma_unroll,do_while,switch,ternary,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_object
#include "prelude.cuh"

#define RADIUS_1 16
#define TILE_DIM_2 8
#define RADIUS_3 256

__global__ void __launch_bounds__(sizeof(unsigned int) * (TILE_DIM_2 + 120), 3) bias4_kernel(unsigned int beta5, float *__restrict__ acc6)
{
  extern __shared__ int dyn_7[];
  int tid8 = threadIdx.x;
  #pragma unroll
  for (int n9 = (blockIdx.x * blockDim.x) + threadIdx.x; n9 < tid8; n9 += blockDim.x * gridDim.x) {
    beta5 = RADIUS_3;
    dyn_7[beta5 & 7] = ((*acc6) += blockDim.x, gridDim.x);
    if (!acc6)
      return;
  }
}
enum Axis10 : unsigned char { FAST11, FAST12 };
enum Mode13 : unsigned char { BUSY14, SLOW15, ADD16 = 3 };

__global__ void accum17_kernel(double *buf18, float alpha19, int stride20)
{
  extern __shared__ int dyn_21[];
  unsigned int tid22 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (tid22 >= stride20)
    return;
  ++(*buf18);
  dyn_21[warpSize] = dyn_21[4];
}

__device__ double trace23(const int *__restrict__ input24, float *buf25)
{
  int w26 = 0;
  do {
    (*buf25) = blockIdx.y;
    (*buf25) = 3793 % blockIdx.y;
    buf25[1] = (input24 == nullptr) ? input24[w26 & 7] : ((w26 + blockIdx.z) ? input24[w26] : (+buf25[2]));
    ++w26;
  } while (w26 < ((FAST12 + 3) * 2));
  --buf25[3];
  return 20.25;
}

inline __host__ __device__ void mix27(int n28, short alpha29)
{
  switch (n28 + alpha29) {
  case (FAST12 + (SLOW15 + 0b111)):
    for (int it30 = 0b0; it30 < n28; ++it30)
      alpha29 = n28;
    alpha29 = (alpha29 - (alpha29 + alpha29)) * (n28 + n28);
    break;
  }
}

inline __host__ __device__ void decay31(const long long *src32, unsigned int cfg33 = 14)
{
  cfg33 = src32[cfg33];
  cfg33 = src32[5];
}

int main()
{
  int len34 = 1995;
  signed char *h35 = nullptr;
  len34 = h35[0] & h35[len34];
  len34 = static_cast<int>(40 & h35[len34]);
  if ((h35[4] - 33ul) > 020)
    return ((unsigned)24) * len34;
  bias4_kernel<<<1, (FAST12 + (TILE_DIM_2 + 0b1110111)) * 2, 256>>>(h35[len34], reinterpret_cast<float*>(h35));
  accum17_kernel<<<dim3((len34 + 31) / 32, (len34 + 0b1111111) / 128), dim3(4 * 020), sizeof(float) * (FAST12 + (TILE_DIM_2 + 1015))>>>(reinterpret_cast<double*>(h35), h35[len34 & 7], 51);
  return 0;
}
