// cudagen 0.1 seed 1995 valid
// features: kernel,kernel_from_macro,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_device_function,default_args,main,device_var,shared_var,local_array,const_local,if,if_init,for,do_while,goto,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,macro_function,macro_paste
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b

__host__ __device__ int tile4(const int* __restrict__ input5, const double* in6)
{
  if (in6[1] < 14ul)
    return (62 & input5[6]) >> ((unsigned)(*in6));
  int w7 = 0b0;
  do {
    float off8 = (+w7);
    ++w7;
  } while ((w7 < w7) && (input5[w7 & 7] && (w7 == w7)));
  unsigned int* flag9 = nullptr;
  return (((CAT_3(w, 7) * 37) <= (*in6)) ? (2496 - flag9[w7 & 7]) : int(w7)) - w7;
}

__global__ void __launch_bounds__(256, 2) step10(int n11, long* __restrict__ buf12, bool a13, float* __restrict__ data14)
{
  tile4(reinterpret_cast<const int*>(buf12), reinterpret_cast<const double*>(buf12));
  __shared__ short sh_15[128];
  if ((n11 < 'A') && ((*data14) == data14[2])) {
    goto skip19;
  }
  if ((n11 | (sh_15[n11] >> CAT_3(n, 11))) != (buf12[n11 & 7] << sizeof(int))) {
    for (int n16 = 0; n16 < n11; n16 += 0b10) {
      float y17{-0.75F};
      data14[n11 & 7] = data14[2];
      unsigned int lim18 = (n16 - 0b110) * 34ul;
    }
  }
skip19:;
}

__global__ void march20(int len21, double beta22, int stride23, int* data24)
{
  const char sum25 = ((data24[stride23] - 33) - len21) ^ stride23;
  if (sum25) {
    goto skip26;
  }
  len21--;
  len21 <<= tile4(data24, reinterpret_cast<const double*>(data24));
skip26:;
}

__global__ void __launch_bounds__(512, 1) scatter27_kernel(const unsigned* __restrict__ in28, double* __restrict__ data29, const int* coef30)
{
  (++data29[6], (data29[7] = *in28));
  int diff31 = (coef30[4]);
  if (tile4(coef30, data29) >= coef30[diff31 & 0b111]) {
    goto out32;
  }
  diff31--;
out32:;
}

__global__ void reduce33(const int* __restrict__ coef34, unsigned char cfg35)
{
  if ((cfg35 & 1))
    return;
  if (((coef34[3]) * tile4(coef34, reinterpret_cast<const double*>(coef34))) <= (*coef34)) {
    if (((cfg35 == CAT_3(cfg, 35)) ? 1392 : 0U) != cfg35) {
      int x36[4] = {static_cast<int>(coef34[cfg35 & 7]), -3503, int('a'), ' '};
      const double* flag37 = static_cast<const double*>(nullptr);
      static_assert(49 > 060, "bad config");
    }
  }
  cfg35 += *coef34;
}
__device__ int d_merge38;
#define DEFINE_MAP_KERNEL_39(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_39(map_bias40, int)

inline __device__ void apply41(float p42, int n43, float alpha44 = 12ul)
{
  float base45 = tile4((const int*)nullptr, nullptr);
  double* off46 = nullptr;
  tile4(reinterpret_cast<const int*>(off46), nullptr);
  if ((tile4(reinterpret_cast<const int*>(off46), off46) - tile4(reinterpret_cast<const int*>(off46), off46)) < 9) {
    p42 += float((12U) << (n43 + 48));
    off46[n43] -= 14.875;
  }
}

int main()
{
  int size47 = 872;
  if (size_t w48 = tile4(nullptr, nullptr) << size47; tile4(nullptr, (const double*)nullptr) >= (size47 += 35, 19)) {
    w48--;
    size47 = 1616;
  }
  step10<<<0b1 << 8, dim3((size47 + 0177) / 128, (size47 + 255) / 256), sizeof(float) * 64, (cudaStream_t)0>>>(tile4(static_cast<const int*>(nullptr), nullptr), nullptr, size47 > 48UL, nullptr);
  march20<<<dim3(1 << 5, (size47 + 31) / 32), sizeof(unsigned int) * 0100, 0, nullptr>>>(int(size47), (long)size47, 55, nullptr);
  scatter27_kernel<<<dim3(1, (size47 + 127) / 128), 1 << 5>>>(nullptr, nullptr, nullptr);
  return 0;
}
