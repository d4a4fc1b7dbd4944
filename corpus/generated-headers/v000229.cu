// cudagen 0.2 seed 229 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,extern_shared,if,switch,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,macro_paste,macro_statement,pp_ifdef,pp_if,if_constexpr,runtime_api,hdr_cmath
// nvcc: --extended-lambda -rdc=true
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <numeric>
#include <type_traits>
#include <utility>
#include <cooperative_groups.h>

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
#define USE_FAST_PATH_5
#ifdef USE_FAST_PATH_5
#define TUNE_6 12
#else
#define TUNE_6 27
#endif
#if TUNE_6 == 12
#define CONFIG_7 1
#elif TUNE_6 < 0
#error unreachable configuration
#else
#define CONFIG_7 27
#endif
template <typename F>
__global__ void applyEach8(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
__global__ void accum9(const double* in10, const int* input11, bool p12)
{
  extern __shared__ unsigned int dyn_13[];
  int idx14 = threadIdx.x;
  if ((CAT_4(p, 12) | 41) < CAT_4(idx, 14)) {
    return;
  }
  switch (idx14) {
  case 8:
    switch (threadIdx.z) {
    case (CONFIG_7 + 012):
      break;
    case (CONFIG_7 + (CONFIG_7 + 0x3)):
      if ((input11[idx14] ^ input11[0]) == 6u) {
        return;
      }
      ++dyn_13[2];
      break;
    case (CONFIG_7 + (CONFIG_7 + 3)) * 2:
      break;
    case CONFIG_7 + 3: {
      unsigned int prod15(50L);
      (void)prod15;
      float lo16 = 47;
      (void)lo16;
      break;
    }
    default:
      break;
    }
    break;
  default:
    break;
  }
}
int main(void)
{
  int count17 = 3274;
  accum9<<<(count17 + 63) / 64, 512, 0x1 << (CONFIG_7 + 0xb), 0>>>(nullptr, (const int*)nullptr, CAT_4(count, 17));
  fmaxf(count17, floorf(4 + CAT_4(count, 17)));
  if constexpr (sizeof(int) == 4) {
    accum9<<<(CONFIG_7 + CONFIG_7) * (CONFIG_7 + CONFIG_7), 32>>>((const double*)nullptr, &count17, count17 != count17);
    cudaStream_t stream18;
    cudaStreamCreate(&stream18);
    cudaStreamSynchronize(stream18);
  } else {
  }
  return 0;
}
