// cudagen 0.1 seed 759 invalid:launch_bounds_with_maxnreg
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_forceinline,static_device_function,host_function,main,constexpr_var,const_local,struct,if,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,sizeof,lambda,lambda_iife,macro_function,macro_paste,comments
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define CAT_2(a, b) a##b

static __device__ void blend3(int n4)
{
  n4++;
  n4--;
  n4 %= 0x7E0U;
  n4 = (n4 * (15 & n4)) - (CAT_2(n, 4) - threadIdx.x);
  n4 = n4 * n4;
}

static __device__ __forceinline__ int pack5(int count6)
{
  int h7 = -count6;
  if (!(count6 <= 'A'))
    return count6;
  return count6 * h7;
}
constexpr long RADIUS8 = 0x20;
// Returns the accumulated value.

static __global__ void norm9_kernel(int n10, const unsigned short* src11)
{
  int idx12 = (blockIdx.x * blockDim.x) + threadIdx.x;
  n10 = -(pack5(n10) - pack5(52l));
  if (!(sizeof(float) == CAT_2(idx, 12)))
    return;
}
// Computes one element per thread.

template <class T, typename U>
__global__ void __launch_bounds__(1024, 0x3) count13(T* out14, unsigned int q15, const T* in16)
{
  unsigned int gid17 = (blockIdx.x * blockDim.x) + threadIdx.x;
  blend3(threadIdx.x);
  q15 = out14[q15] + sizeof(T);
  pack5(pack5(1 + threadIdx.y));
  out14[4] = pack5(RADIUS8 / pack5(RADIUS8));
  U z18 = RADIUS8;
  out14[0] -= q15;
}

struct Particle19 {
  float w20;
  long z21;
  unsigned int vel22;
};

__device__ float pack23(long long q24, const int* in25)
{
  pack5(RADIUS8);
  const int res26 = *in25;
  if ((warpSize > blockDim.x) || (q24 & 0x1))
    return (res26 + q24) * (q24 - q24);
  q24++;
  return 10.625f / CAT_2(q, 24);
}

void check_reduce27(int n28, unsigned int* data29, int count30)
{
  int res31('0');
  count13<float, unsigned int><<<dim3((res31 + 63) / 64), dim3(1, (1), (count30 + 0x7f) / 128)>>>(nullptr, count30, nullptr);
  ([] {})();
  if ((CAT_2(res, 31) + CAT_2(n, 28)) == 6)
    return;
  int stride32 = res31;
  constexpr double hi33 = 22.0;
}
__global__ void __launch_bounds__(256) __maxnreg__(64) bounded_kernel38(int *p)
{
    p[threadIdx.x] = 0;
}

int main()
{
  int n34 = 0xE2D;
  constexpr int cnt35 = 42;
  size_t res36 = LOW_BITS_1(n34 ^ RADIUS8);
  n34 ^= (((res36 > RADIUS8) || (CAT_2(n, 34) < 0x3D)) ? (RADIUS8 - res36) : (CAT_2(n, 34))) | n34;
  int x37 = RADIUS8;
  norm9_kernel<<<dim3((n34 + 255) / 256, 32, (x37 + 127) / 128), 512, sizeof(float) * 128>>>(x37, (const unsigned short*)nullptr);
  return 0b0;
}
