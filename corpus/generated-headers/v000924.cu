// cudagen 0.2 seed 924 valid headers
// features: kernel,kernel_static,restrict_params,launch,launch_stream,device_function,main,shared_var,constexpr_var,local_array,if,if_else,for,bitwise,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,sizeof,macro_object,macro_statement,pp_ifdef,pp_if,union,if_constexpr
// nvcc: -rdc=true
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <type_traits>
#include <utility>

#define CHUNK_1 3
#define BLOCK_SIZE_2 5
#define WARPS_3 3
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifdef USE_FAST_PATH_5
#define TUNE_6 15
#else
#define TUNE_6 35
#endif

#if CHUNK_1 % 2 == 0 || CHUNK_1 < 4
#define CONFIG_7 3
#else
#define CONFIG_7 32
#endif
template <typename F>
__global__ void applyEach8(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
union Pun9 {
  unsigned u;
  float f;
  unsigned char bytes[4];
  __device__ int low() const { return static_cast<int>(bytes[0]); }
};
__device__ int use10(int x) {
  Pun9 v{};
  v.u = static_cast<unsigned>(x);
  return static_cast<int>(v.bytes[0]) + static_cast<int>(v.u) + v.low();
}

__device__ int weigh11(int count12, int n13, unsigned int *acc14)
{
  __shared__ double sh_15[8];
  __shared__ float sh_16[256];
  (void)sh_16;
  n13--;
  sh_15[n13 & 0x7] = 11.875f;
  --acc14[count12 & 0x7];
  return ((count12 + 35L) - n13) - acc14[1];
}

static __global__ void pack17(const float *src18, float beta19, float *__restrict__ acc20, int *__restrict__ buf21)
{
  if constexpr (sizeof(double) == 8) {
    ++(*buf21);
    beta19 = ((0b110001) ^ ((*buf21) | buf21[2])) / 11.5f;
  }
}

int main()
{
  int size22 = 2'685;
  signed char sum23 = (-60);
  if (size22 == sum23) {
    for (int it24 = 0; it24 < 0x6; ++it24) {
      unsigned short diff25 = TUNE_6;
      (void)diff25;
    }
    float v26[3] = {5.0f, 30};
    (void)v26;
  } else if (sizeof(unsigned short) > sum23) {
    cudaStream_t e27 = 0;
    (void)e27;
  } else {
  }
  pack17<<<sizeof(unsigned int) * (CONFIG_7 + 0x5), (64)>>>(nullptr, size22, (float*)nullptr, &size22);
  return 0x0;
}
