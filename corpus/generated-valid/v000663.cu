// cudagen 0.1 seed 663 valid
// features: kernel,launch_bounds,launch,builtin_vars,grid_stride_loop,device_function,device_noinline,host_device_function,device_template_function,main,shared_var,shared_2d,extern_shared,constexpr_var,local_array,enum,if,if_init,for,pragma_unroll,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_char_prefix,lit_nullptr,cast_static,cast_reinterpret
#include "prelude.cuh"

template <typename T, int N>
__device__ __noinline__ void mix1(T *out2, float *dst3, T *acc4)
{
  if (64 <= (*acc4)) {
    return;
  }
  T base5 = threadIdx.y;
  __shared__ unsigned int sh_6[64];
  --(*dst3);
}

__global__ void __launch_bounds__(16 * 4) pack7_kernel(int lane8, float *out9)
{
  extern __shared__ float dyn_10[];
  int idx11 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (idx11 >= lane8) {
    return;
  }
  mix1<unsigned, 6>(nullptr, nullptr, nullptr);
  long flag12[7]{'\?', static_cast<long>(threadIdx.x), static_cast<long>(64), u' ', 50u, static_cast<long>(lane8), -37};
}
enum Op13 { IDLE14, IDLE15, LOW16 };

template <typename T, int N>
inline __host__ __device__ T kick17(T a18, const T *in19, T alpha20)
{
  ++a18;
  T cnt21 = 52;
  if (double w22{-13.375}; !(cnt21 < '\n')) {
    if ((alpha20 < N) || (N >= a18)) {
      return in19[5];
    }
    alpha20--;
    unsigned short idx23[5]{static_cast<unsigned short>(a18), static_cast<unsigned short>(N), static_cast<unsigned short>(alpha20), 14u, 44};
  }
  constexpr float cnt24 = 10.5F;
  return in19[2];
}

__global__ void tile25_kernel(float b26, int stride27, int *out28)
{
  unsigned int tid29 = threadIdx.x;
  if (tid29 >= stride27) {
    return;
  }
  #pragma unroll
  for (int j30 = (blockIdx.x * blockDim.x) + threadIdx.x; j30 < stride27; j30 += blockDim.x * gridDim.x) {
    mix1<int, (1 << 1)>(nullptr, reinterpret_cast<float*>(out28), out28);
    b26 = (j30 - stride27) * (-(7 * stride27));
  }
  __shared__ float sh_31[(LOW16 + IDLE15) * (IDLE15 + 1)][10];
  float cnt32[3] = {};
}

int main()
{
  int len33 = 3980;
  len33--;
  Op13 v34 = IDLE15;
  len33 = static_cast<int>(64 % static_cast<unsigned char>(len33));
  pack7_kernel<<<IDLE15 + 3, LOW16 + 254>>>((len33 | v34) * IDLE15, nullptr);
  tile25_kernel<<<(len33 + 255) / 256, 512>>>(LOW16, len33, nullptr);
  return 0;
}
