// cudagen 0.1 seed 1809 valid
// features: kernel,kernel_template,launch_deduced_template_args,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,host_device_function,device_template_function,main,shared_var,constexpr_var,local_array,enum_class,if,for,pragma_unroll,goto,nested_block,ternary,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_paste
#include "prelude.cuh"

#define WARPS_1 256
#define RADIUS_2 (128)
#define WARPS_3 5
#define LOW_BITS_4(x) ((x) & 0xF)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define CAT_7(a, b) a##b

__global__ void step8(long long beta9, int* acc10)
{
  constexpr int stride11 = '#';
  #pragma unroll 2
  for (int i12 = 0; i12 < 2; ++i12) {
    if (!(acc10[3])) {
      (acc10[i12]--, (acc10[7] = i12 + 065ul));
      int h13[5] = {};
    }
  }
}

__device__ float relax14(float p15, bool beta16)
{
  constexpr unsigned long m17 = '0';
  __shared__ int sh_18[128];
  if ((static_cast<float>(p15) != m17) && (sh_18[79] < p15)) {
    beta16 = beta16;
    int u19{'0'};
  }
  return LOW_BITS_4(beta16);
}
enum class State20 : unsigned int { Green21, Red22, Idle23, Mul24 };

template <class T, int N>
__host__ __device__ int count25(const T* coef26, const T* in27)
{
  int tmp28 = ((0x3a / coef26[1]) - N) - (N << ((N != (*in27)) ? N : WARPS_3));
  return N + (static_cast<T>(*coef26));
}

template <class T, int N = 7>
__global__ void stencil29_kernel(const T* src30, T* buf31, const float* coef32, float q33)
{
  int idx34 = (blockIdx.x * blockDim.x) + threadIdx.x;
  q33 = q33;
  #pragma unroll
  for (int n35 = 0; n35 < idx34; n35++) {
    (*buf31) = threadIdx.x;
  }
  {
    q33 = WARPS_1 * (CAT_7(idx, 34) >> 0x3);
    if (CAT_7(idx, 34)) {
      return;
    }
  }
}

__global__ void grow36(float* acc37, int* buf38)
{
  if ((buf38[threadIdx.y] + 2) >= (*acc37)) {
    goto finish42;
  }
  #pragma unroll
  for (int it39 = 0; it39 < (sizeof(unsigned int) * 0x3); ++it39) {
    int lo40[(6)]{it39, 042, it39, ' ', 0xd, 42L};
    __shared__ double sh_41[(0x80)];
    sh_41[blockIdx.y] = (lo40[it39] - 12.F) * (6.75 * LOW_BITS_4(buf38[threadIdx.x]));
  }
finish42:;
}

int main()
{
  int len43 = 463;
  unsigned flag44 = len43 * WARPS_3;
  char lo45[4] = {};
  step8<<<4, dim3(sizeof(float) * 2), sizeof(double) * 128>>>(2 / (CAT_7(len, 43) + lo45[1]), (int*)nullptr);
  stencil29_kernel<<<16 * 8, 32>>>(static_cast<const int*>(nullptr), static_cast<int*>(nullptr), nullptr, CAT_7(len, 43));
  grow36<<<(flag44 + 0x1f) / 32, 64 * (WARPS_3 + 0x3), sizeof(unsigned int) * 0x400>>>(nullptr, nullptr);
  return 0;
}
