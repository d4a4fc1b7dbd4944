// cudagen 0.1 seed 692 invalid:goto_undefined_label
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,main,shared_var,shared_2d,constexpr_var,local_array,if,if_else,if_init,ternary,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,sizeof,macro_object,macro_paste,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define CHUNK_1 64
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 12
#else
#define TUNE_5 41
#endif
#if (CHUNK_1 * 2) >= 45 && CHUNK_1 != 0
#define CONFIG_6 4
#elif CHUNK_1 < 0
#error unreachable configuration
#else
#define CONFIG_6 18
#endif

__device__ __noinline__ int kick7(unsigned p8, const float* in9) {
  p8 = threadIdx.x;
  p8 = in9[threadIdx.x];
  float stride10 = threadIdx.z;
  stride10 = 26ll;
  return (*in9) - (p8 - stride10);
}

__global__ void kick11_kernel(int lane12) {
  unsigned idx13 = (blockIdx.x * blockDim.x) + threadIdx.x;
  __shared__ unsigned int sh_14[(13)][12];
  (sh_14[lane12][lane12]--, (lane12 = (sizeof(int) + threadIdx.z)));
  kick7(kick7(lane12, nullptr) - (44lu * lane12), nullptr);
  float lo15[(CONFIG_6)] = {10.5f, 32UL};
  int q16{25};
}

int main() {
  int n17 = 2'570;
  goto nowhere19;
  kick11_kernel<<<01000, 64, CONFIG_6 + (CONFIG_6 + (CONFIG_6 + (CHUNK_1 + 4020))), nullptr>>>(TUNE_5);
  if (((n17 & sizeof(unsigned short)) > sizeof(unsigned int)) || (38 >= n17)) {
    if (short hi18(16); hi18 < hi18) {
      if (CAT_3(n, 17) <= 55l)
        return (n17 * 23) ? n17 : (CONFIG_6 - hi18);
      n17 = 11UL;
    }
  } else {
  }
  return 0;
}
