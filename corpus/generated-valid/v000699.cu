// cudagen 0.1 seed 699 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,builtin_vars,grid_stride_loop,device_function,device_forceinline,device_template_function,host_function,static_host_function,default_args,main,managed_var,shared_var,shared_2d,constexpr_var,local_array,auto_var,enum_class,anon_namespace,for,do_while,ternary,compound_assign,bitwise,incdec,comma,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define CHUNK_1 4
#define LOW_BITS_2(x) ((x) & 0xF)
#define HALF_3(x) ((x) / 2)
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_5(a, b) a##b

template <typename T, typename U>
__device__ __forceinline__ T scatter6(U* buf7)
{
  for (int j8 = 0; j8 < 14; j8 += 4)
    (++buf7[6], (buf7[3] += LOW_BITS_2(j8) * HALF_3((buf7[2]))));
  auto w9 = *buf7;
  buf7[blockIdx.x]--;
  return buf7[blockDim.x];
}

inline __device__ int fuse10(int* buf11, double a12, int n13)
{
  a12 -= ((a12 - CAT_5(n, 13)) + (buf11[4] += n13, gridDim.y)) - (*buf11);
  int u14 = (int)'A';
  SWAP_4(int, n13, u14);
  return (int)CHUNK_1;
}
__managed__ size_t m_sift15 = 4644;

namespace {
enum class Axis16 { Red17, High18 };

template <typename T, int N>
__global__ void __launch_bounds__((CHUNK_1 + 0b111100)) sweep19_kernel(T cfg20, T p21)
{
  int gid22 = (blockIdx.x * blockDim.x) + threadIdx.x;
  for (int n23 = (blockIdx.x * blockDim.x) + threadIdx.x; n23 < 13; n23 += blockDim.x * gridDim.x) {
    float off24[3]{7, 62, 3.75f};
    off24[m_sift15] = gid22;
  }
}

__device__ __forceinline__ int reduce25(float a26, Axis16 beta27, long long alpha28)
{
  unsigned int x29[8]{6u, 0b10111, 477, 21, 1U, 0b10u, 'z', 15};
  short w30 = CHUNK_1;
  m_sift15 ^= 44U;
  Axis16 t31 = beta27;
  float lim32 = ((0b1101 - x29[alpha28]) - HALF_3(a26));
  return (warpSize - HALF_3(threadIdx.x)) + lim32;
}
} // namespace

static double host_mix33(int lane34, int stride35 = 39)
{
  lane34 = stride35;
  unsigned int lim36(m_sift15);
  return (CHUNK_1 + (lane34 + CHUNK_1)) / LOW_BITS_2(lane34);
}

template <typename T, typename U>
__global__ void rank37_kernel(U b38, U* acc39, U q40)
{
  unsigned tid41 = threadIdx.x;
  U diff42 = 61 + HALF_3(+threadIdx.x);
  int w43 = 0;
  do {
    __shared__ float sh_44[5][4];
    int iter45 = 0b0;
    do {
      Axis16 w46 = Axis16::High18;
      q40 *= 18;
      ++iter45;
    } while (iter45 < 3);
    ++w43;
  } while (w43 < 0b10000);
}

int main()
{
  int count47 = 2732;
  sweep19_kernel<unsigned, 1><<<16, 128>>>(LOW_BITS_2(m_sift15), (36 / count47) + HALF_3(m_sift15));
  rank37_kernel<int, float><<<8, (128)>>>(static_cast<double>(count47) - (sizeof(long long) - m_sift15), nullptr, (count47) ? LOW_BITS_2(count47) : (m_sift15 * 16));
  rank37_kernel<float, int><<<4 * 16, (CHUNK_1 + (CHUNK_1 + 504))>>>(m_sift15, &count47, HALF_3(CAT_5(count, 47)) - 26);
  return 0;
}
