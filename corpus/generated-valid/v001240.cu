// cudagen 0.1 seed 1240 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,kernel_extern_c,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,static_device_function,host_device_function,default_args,main,device_var,constexpr_var,local_array,if,for,goto,compound_assign,bitwise,shift,comparison,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_hex_float,lit_nullptr,cast_static,sizeof
#include "prelude.cuh"

static __global__ void __maxnreg__(32) march1(float* buf2, const int* __restrict__ coef3, double q4)
{
  unsigned tid5 = (blockIdx.x * blockDim.x) + threadIdx.x;
  int off6 = blockDim.x;
  off6 = 36 / off6;
  if ((*coef3) * 010) {
    return;
  }
  constexpr long prod7 = 15 * 3;
  if (coef3[tid5 & 7]) {
    goto skip9;
  }
  if ((q4 + (7 | tid5)) > q4) {
    if (buf2[tid5 & 7] > (*buf2)) {
      return;
    }
    constexpr unsigned long long off8 = 4;
  }
skip9:;
}
static __device__ char d_combine10 = 19;

__host__ __device__ void score11(long* __restrict__ buf12, int* __restrict__ acc13)
{
  if (buf12[2] <= (*acc13)) {
    buf12[1] *= +(acc13[6]);
    float sum14 = (14.5f + acc13[7]) * (30u - (*acc13));
  }
  if (((*acc13) & 1)) {
    return;
  }
}

template <typename T>
__global__ void __maxnreg__(32) count15_kernel(T alpha16, T b17, T cfg18)
{
  score11(static_cast<long*>(nullptr), nullptr);
  unsigned f19[2] = {};
  T lo20 = f19[1];
  for (int i21 = 0b0; i21 < (1 << 4); i21++) {
    cfg18 -= alpha16;
    float u22[4] = {static_cast<float>(lo20), 0x1p2f, 10};
  }
}

inline __host__ __device__ float accum23(double p24, unsigned alpha25)
{
  for (int j26 = 0; j26 < 0b1011; ++j26) {
    for (int it27 = 6; it27 > 0; --it27) {
      int w28[3] = {};
    }
  }
  int f29 = alpha25;
  if ((f29 + alpha25) >= 29u) {
    return 0x1p3f;
  }
  int val30[2] = {};
  constexpr int stride31 = 33;
  return 8ul;
}

extern "C" {
inline static __device__ void update39(unsigned int p40 = 29)
{
  if (p40 * p40) {
    return;
  }
  d_combine10 += accum23(accum23(p40, p40) + accum23(12, p40), accum23(23.625F, p40 | d_combine10));
}

__global__ void sweep32_kernel(bool cfg33, double p34)
{
  int tid35 = (blockIdx.x * blockDim.x) + threadIdx.x;
  for (int it36 = 0b0; it36 < 9; it36 += 0b100) {
    if (!cfg33) {
      accum23(+d_combine10, (accum23(15.375F, cfg33)));
      for (int j37 = 0; j37 < 8; j37 += 4) {
        accum23(static_cast<int>(static_cast<float>(24.125f)), threadIdx.x);
        float base38[2]{3326U, 9.0F};
      }
    }
  }
}
}

int main()
{
  int size41 = 03564;
  dim3 diff42 = dim3(0b100, 512, (size41 + 63) / 64);
  constexpr float w43 = -5.5f;
  constexpr unsigned diff44 = 50l;
  march1<<<dim3((0b1000000), 1 << 6), 256, 0, nullptr>>>(nullptr, static_cast<const int*>(nullptr), (size41 % diff44) | 1);
  count15_kernel<int><<<(8), (01000), sizeof(double) * 256, (cudaStream_t)0>>>(49 - accum23(w43, 57u), diff44 | size41, accum23(accum23(size41, 2332), 39 / size41));
  sweep32_kernel<<<4, 16 * 4>>>(accum23(accum23(-0b1010, diff44), static_cast<int>(48ul)) == (size41 ^ 7), accum23(7 / size41, diff44 - size41));
  return 0;
}
