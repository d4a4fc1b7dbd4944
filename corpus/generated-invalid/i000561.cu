// cudagen 0.1 seed 561 invalid:error_directive
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,host_device_function,device_template_function,host_function,main,constexpr_var,if,for,pragma_unroll,switch,compound_assign,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_reinterpret,macro_function,comments
#include "prelude.cuh"

#define TILE_WIDTH_31 24
#if TILE_WIDTH_31 % 32 != 0
#error TILE_WIDTH must be a multiple of the warp size
#endif
#define ADD3_1(a, b, c) ((a) + (b) + (c))
// Computes one element per thread.

template <typename T, typename U>
inline __host__ __device__ int weigh2(const U *__restrict__ coef3, int lane4, U alpha5)
{
  for (int i6 = lane4; i6 > 0; --i6) {
    float e7 = lane4 * ((float)ADD3_1(i6, 27, coef3[lane4]));
    if (e7 == lane4) {
      float k8 = i6;
    }
    --alpha5;
  }
  alpha5 = lane4 % 36;
  if (alpha5 >= (*coef3)) {
    return coef3[0] * lane4;
  }
  return 15u;
}
// NOTE: keep in sync with the host reference.

__global__ void lerp9(float alpha10)
{
  unsigned int tid11 = (blockIdx.x * blockDim.x) + threadIdx.x;
  alpha10--;
  float w12{alpha10};
  --alpha10;
}

__global__ void kick13_kernel(unsigned *out14, bool q15, double *dst16, float *out17)
{
  int tid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
  for (int it19 = tid18; it19 > 0; --it19) {
    #pragma unroll
    for (int n20 = 0; n20 < 5; n20 += 2) {
      dst16[6] += threadIdx.y;
    }
  }
  constexpr int stride21 = 0b1101;
  if (20u > (out14[2] - 6)) {
    return;
  }
  --out17[threadIdx.x];
}

inline float host_scale22(float q23, float *acc24, int stride25)
{
  if ((weigh2<double, long>(reinterpret_cast<const long*>(acc24), acc24[stride25], '#') + ('z' - stride25)) == (54 + q23)) {
    lerp9<<<(stride25 + 31) / 32, (256)>>>(weigh2<long, unsigned>(reinterpret_cast<const unsigned int*>(acc24), *acc24, stride25));
  }
  switch (stride25 - 1) {
  case 9: {
    unsigned f26 = ADD3_1((float)(*acc24), q23, (weigh2<long, long>(reinterpret_cast<const long*>(acc24), weigh2<float, long>(reinterpret_cast<const long*>(acc24), stride25, 39), weigh2<float, int>(reinterpret_cast<const int*>(acc24), 10, 54))));
    break;
  }
  default: {
    float sum27 = ADD3_1(q23 - stride25, stride25 * q23, q23) * weigh2<int, unsigned int>(nullptr, stride25 - 19, 59);
    break;
  }
  }
  return weigh2<int, int>((const int*)nullptr, q23, weigh2<float, long>(nullptr, L'z', stride25));
}

int main()
{
  int n28 = 1831;
  kick13_kernel<<<dim3((256), 1, (2)), dim3((n28 + 127) / 128, 64, 1)>>>(nullptr, ((unsigned)n28) <= (+n28), nullptr, nullptr);
  weigh2<int, float>(nullptr, ADD3_1(n28, n28, 51) / (n28 + 61), float(64UL));
  for (int it29 = 0b0; it29 < 4; it29 += 2) {
    int off30 = n28;
    ++n28;
  }
  return 0;
}
