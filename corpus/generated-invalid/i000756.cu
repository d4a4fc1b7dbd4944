// cudagen 0.1 seed 756 invalid:launch_bounds_nonconstant
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_template_function,host_function,main,constexpr_var,static_local,if,if_init,for,while,ternary,compound_assign,bitwise,logical,comparison,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_stringize,macro_statement,pp_if,pp_undef,comments
#include "prelude.cuh"

#define CHUNK_1 5
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#if CHUNK_1 > 91
#define CONFIG_5 2
#elif CHUNK_1 < 0
#error unreachable configuration
#else
#define CONFIG_5 20
#endif
#undef CHUNK_1
#define CHUNK_1 8

template <typename T>
inline __device__ size_t decay6(T *dst7)
{
  int pass8 = 0;
  while ((pass8 < pass8) && (((1 < dst7[pass8]) ? 32 : (*dst7)) < dst7[pass8 & 7])) {
    if ((pass8) == (dst7[4] + sizeof(unsigned long))) {
      T hi9 = pass8;
      if ((pass8 | 8lu) != pass8) {
        continue;
      }
    }
    ++pass8;
  }
  return dst7[7];
}
// NOTE: keep in sync with the host reference.

template <typename T, int N = 7>
__global__ void __launch_bounds__(CHUNK_1 * CHUNK_1) scale10_kernel(const T *in11, const float *in12, const unsigned char *__restrict__ input13)
{
  int iter14 = 0;
  while ((iter14 < iter14) && (iter14 == (*input13))) {
    if (input13 != nullptr) {
      constexpr long e15 = ((63));
    }
    if ((iter14 & 1)) {
      return;
    }
    ++iter14;
  }
}

__global__ void clamp16(int *__restrict__ buf17)
{
  int stride18 = static_cast<long>(CONFIG_5);
  constexpr float m19 = 53;
}

void host_tally20(int len21, int *data22)
{
  size_t val23 = ((long)CONFIG_5) - ((int)(data22[1] - 53ul));
  for (int i24 = 0; i24 < (CHUNK_1 + 6); i24 += 1) {
    if (static short k25 = 4lu; 43 > data22[0b11]) {
      val23 += 544;
      data22[0] *= (double)(-k25);
    }
    (*data22) ^= data22[val23 & 7];
  }
  clamp16<<<dim3(0400, 2), dim3((len21 + 31) / 32, (256), (val23 + 31) / 32)>>>(data22);
}
int threads_per_block28 = 128;
__global__ void __launch_bounds__(threads_per_block28) bounded_kernel29(int *p)
{
    p[threadIdx.x] = 0;
}

int main()
{
  int n26 = 2792;
  const char *cnt27 = STR_4(CHUNK_1);
  n26 -= cnt27[1];
  scale10_kernel<unsigned, ((7))><<<dim3((n26 + 63) / 64, (n26 + 63) / 64, 8), 128, CONFIG_5 + (CONFIG_5 + 216), (cudaStream_t)0>>>(nullptr, nullptr, nullptr);
  return 0;
}
