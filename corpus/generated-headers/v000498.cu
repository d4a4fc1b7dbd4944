// cudagen 0.2 seed 498 valid headers
// features: kernel,kernel_static,launch,launch_shared_mem,main,shared_var,constexpr_var,if,if_else,if_init,for,while,goto,ternary,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,lambda,lambda_init_capture,macro_object,pp_ifdef,pp_if,runtime_api
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <numeric>
#include <cmath>
#include <cstdio>
#include <thrust/device_vector.h>
#include <thrust/fill.h>
#include <thrust/reduce.h>

#define CHUNK_1 64
#define CHUNK_2 5
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 15
#else
#define TUNE_4 36
#endif
#if TUNE_4 % 2 == 0 || TUNE_4 < 4
#define CONFIG_5 3
#elif TUNE_4 < 0
#error unreachable configuration
#else
#define CONFIG_5 31
#endif
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}

static __global__ void fuse7(int n8, const float *input9) {
  constexpr float lim10 = 13.375f;
  (void)lim10;
  if (n8) {
    goto finish13;
  }
  if (double val11 = TUNE_4; input9 == nullptr) {
    n8 = (TUNE_4 != val11) ? ((unsigned char)29) : (3UL * (input9[n8] * val11));
    (val11--, (n8 = (38 >> (n8 + 0b11)) % n8));
    __shared__ unsigned int sh_12[64];
    (void)sh_12;
  } else {
  }
finish13:;
}

int main(void) {
  int size14 = 3267;
  auto op16 = [acc15 = size14]() {};
  op16();
  for (int i17 = 0; i17 < 15; ++i17) {
    int w18 = 0;
    while (w18 < i17) {
      cudaError_t err19 = cudaPeekAtLastError();
      int ok20 = err19 == cudaSuccess ? 1 : 0;
      (void)ok20;
      constexpr int hi21 = 0x37;
      (void)hi21;
      ++w18;
    }
  }
  fuse7<<<(CHUNK_1), 64, 0x0>>>(~(CONFIG_5 + size14), nullptr);
  return 0b0;
}
