// cudagen 0.1 seed 1713 valid
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,device_function,device_noinline,main,shared_var,shared_2d,static_shared,extern_shared,constexpr_var,local_array,namespace,if,for,pragma_unroll,while,nested_block,ternary,shift,logical,comparison,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_paste,pp_ifdef,pp_if
#include "prelude.cuh"

#define RADIUS_1 64
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 1
#else
#define TUNE_6 56
#endif
#if TUNE_6 == 1
#define CONFIG_7 2
#elif TUNE_6 < 0
#error unreachable configuration
#else
#define CONFIG_7 11
#endif

namespace kern8 {
template <typename T, int N>
__global__ void __maxnreg__(64) norm9_kernel(T* dst10, T* dst11, T q12, int* acc13)
{
  long k14 = 11;
  int cnt15{N};
  int base16(k14);
  if (acc13 == nullptr) {
    int mid17 = 0b1111l;
  }
  cnt15 = ((CAT_4(q, 12) == k14) ? (*dst10) : (*dst10)) - (-base16);
}
} // namespace kern8

namespace math18 {
__global__ void spread19_kernel(unsigned int a20, int* out21, const int* src22)
{
  extern __shared__ int dyn_23[];
  int iter24 = 0;
  while (iter24 < iter24) {
    if ((!(src22 != nullptr)) && ((dyn_23[7] < TUNE_6) && (a20 < a20))) {
      unsigned int m25[4]{64, 2306, a20, 4U};
      static __shared__ char sh_26[8 * 8];
    }
    a20 = 0b101 << iter24;
    ++iter24;
  }
  int prod27 = ((out21[iter24] * dyn_23[a20]) + (3666)) % iter24;
}
} // namespace math18

__global__ void stencil28_kernel(unsigned int* __restrict__ data29, int* buf30, const int* in31, float* data32)
{
  unsigned short prod33 = data32[5];
  data29[5] = in31[prod33];
  int w34 = 0;
  while (w34 < w34) {
    static __shared__ long sh_35[6][14];
    ++w34;
  }
  unsigned diff36[TUNE_6 + 2] = {static_cast<unsigned>(data32[prod33])};
  data29[0b0] = static_cast<unsigned int>((in31[w34] + buf30[w34]) << (in31[4] + 4));
}

__global__ void step37_kernel(int* __restrict__ dst38, long* __restrict__ out39, long* __restrict__ data40, int stride41)
{
  #pragma unroll 2
  for (int i42 = 0; i42 < stride41; ++i42) {
    {
      long long x43 = double((*data40) - i42) - TUNE_6;
      (*dst38) = 22;
    }
    int acc44[7] = {i42, 42, int(data40[2]), static_cast<int>(CONFIG_7), 31, 4U};
    stride41 = ((int)dst38[3]);
  }
}

__device__ __noinline__ double fuse45(int len46, int count47)
{
  __shared__ int sh_48[1 << CONFIG_7][12];
  unsigned m49 = (19 + ((long)sh_48[0][7])) >> (sh_48[3][len46] + (count47 + 47ll));
  int z50((count47 - sh_48[0][4]) - ((TUNE_6 * sh_48[len46][1]) - (24 * sh_48[1][8])));
  __shared__ int sh_51[0b1 << CONFIG_7][7];
  int q52 = (sh_51[1][z50] * (sh_51[count47][6] + len46)) - (+z50);
  __shared__ unsigned sh_53[8][7];
  __shared__ long sh_54[256];
  return q52;
}

int main()
{
  int n55 = 2078;
  if (4 > (n55 * n55 * (n55 * 2379))) {
    n55 = (sizeof(unsigned int));
    kern8::norm9_kernel<long, (0b1 << (TUNE_6 + (TUNE_6 + TUNE_6)))><<<dim3(128), 128, 512 * 2>>>(nullptr, static_cast<long*>(nullptr), CAT_4(n, 55), static_cast<int*>(nullptr));
  }
  math18::spread19_kernel<<<dim3(1 << 1), dim3(128 * 2, TUNE_6, (TUNE_6 + 7))>>>(((unsigned int)n55) * (n55 - 1643), nullptr, nullptr);
  stencil28_kernel<<<dim3(1 << (CONFIG_7 + 2)), TUNE_6 + (TUNE_6 + (TUNE_6 + 29))>>>(static_cast<unsigned*>(nullptr), static_cast<int*>(nullptr), nullptr, (float*)nullptr);
  step37_kernel<<<dim3((n55 + 31) / 32, 2), 1 << (CONFIG_7 + 6)>>>(nullptr, nullptr, (long*)nullptr, 28lu);
  return 0;
}
