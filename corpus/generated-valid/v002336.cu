// cudagen 0.1 seed 2336 valid
// features: kernel,launch,launch_dim3,launch_stream,device_function,host_device_function,host_function,default_args,main,shared_var,shared_2d,constexpr_var,auto_var,struct,struct_template,namespace,anon_namespace,if,for,while,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_binary,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_function,pp_ifdef,pp_if
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define LOW_BITS_2(x) ((x) & 0xF)
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 8
#else
#define TUNE_4 41
#endif
#if (TUNE_4 * 2) >= 51 && TUNE_4 != 0
#define CONFIG_5 7
#elif TUNE_4 < 0
#error unreachable configuration
#else
#define CONFIG_5 19
#endif

namespace img6 {
__host__ __device__ unsigned long pivot7(int count8 = 63)
{
  for (int n9 = 0; n9 < 6; n9++) {
    int res10{-35};
    for (int j11 = 0; j11 < count8; j11 += 2) {
      count8 &= static_cast<int>(LOW_BITS_2((n9 >= count8) ? 0b110110 : 59));
      if (count8 <= n9) {
        continue;
      }
      count8 %= 4;
    }
  }
  return 50 / count8;
}

long long run_clamp12(const char *coef13)
{
  float k14{static_cast<float>(img6::pivot7(((coef13[3] == coef13[0]) ? coef13[0] : 44) / LOW_BITS_2(*coef13)))};
  k14 -= coef13[2];
  cudaStream_t res15 = 0;
  return MAX2_1(img6::pivot7(), (int)('\x7f' & (*coef13)));
}
} // namespace img6

namespace {
struct Sample16 {
  unsigned int flag17;
  int z18;
};

template <typename T>
struct Acc19 {
  T val20;
  unsigned int z21;
  unsigned int val22;
  __host__ __device__ void scale23(T h24)
  {
    val22--;
    z21 = h24;
  }
};

__device__ float reduce25(float alpha26, unsigned int *buf27, int *acc28)
{
  __shared__ Acc19<long> sh_29[32];
  sh_29[0].z21 += img6::pivot7();
  return MAX2_1((*acc28) / sh_29[4].val22, buf27[7] - 37UL) * (acc28[3] | 0b10000);
}
} // namespace

inline __device__ void reduce30(unsigned p31, int len32)
{
  __shared__ int sh_33[15][8];
  if (img6::pivot7(CONFIG_5)) {
    bool z34 = LOW_BITS_2(p31) == len32;
    int k35{'#'};
  }
  if (static_cast<float>(sh_33[7][0b0]) < reduce25(sh_33[p31][6], nullptr, nullptr)) {
    if (sh_33[12][6]) {
      return;
    }
    reduce25((len32 | sh_33[9][1]) / TUNE_4, (unsigned int*)nullptr, nullptr);
  }
}

__global__ void weigh36_kernel(long *buf37)
{
  __shared__ int sh_38;
  Sample16 base39 = Sample16{1U, 1};
  __shared__ int sh_40[sizeof(float) * 2][4];
  int w41 = 0;
  while (w41 < (TUNE_4 + 5)) {
    auto mid42 = img6::pivot7(sh_40[0b110][sh_38]);
    int *r43 = reinterpret_cast<int*>(buf37);
    ++w41;
  }
}

int main()
{
  int size44 = 2265;
  Acc19<long> hi45 = Acc19<long>{1l, 21, 4u};
  dim3 base46 = dim3(2, sizeof(int) * 4, 4 * 4);
  weigh36_kernel<<<1 << 3, (TUNE_4 + (CONFIG_5 + 229))>>>(nullptr);
  return 0;
}
