// cudagen 0.1 seed 2067 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,host_device_function,device_template_function,main,constexpr_var,local_array,if,for,goto,nested_block,static_assert,ternary,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_suffix,lit_float,lit_hex_float,lit_nullptr,cast_c,sizeof,macro_object,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 5
#define RADIUS_2 (1 << 4)
#define CHUNK_3 16

#ifndef USE_FAST_PATH_4
#define TUNE_5 14
#else
#define TUNE_5 33
#endif

#if TUNE_5 % 2 == 0 || TUNE_5 < 4
#define CONFIG_6 1
#else
#define CONFIG_6 22
#endif
#undef CONFIG_6
#define CONFIG_6 48

inline __host__ __device__ long fuse7(unsigned* data8, float alpha9) {
  long long s10 = 38 % (((*data8) != 22) ? 7 : CHUNK_3);
  data8[s10 & 7]++;
  int cnt11[5] = {4802ul, 9, 49};
  data8[s10] = alpha9;
  double* lim12 = nullptr;
  float t13[8] = {23.625f, -51, alpha9, 0x1p1f, alpha9, 18.5f};
  return (cnt11[s10] ^ data8[3]) ? RADIUS_2 : 22U;
}

template <class T, int N = 6>
__device__ __forceinline__ T drift14(T* buf15) {
  char z16 = CHUNK_3;
  z16 = z16;
  z16 = 16;
  int h17[4] = {};
  h17[z16 & 3] = 4;
  buf15[blockDim.x & 7]++;
  buf15[1] = 57l;
  return z16 << ((*buf15) += 127U, z16);
}

template <typename T, int N = 8>
__global__ void fold18_kernel(T beta19, const T* in20, unsigned short* __restrict__ data21) {
  unsigned idx22 = (blockIdx.x * blockDim.x) + threadIdx.x;
  unsigned int mid23 = N | (blockIdx.x * 3258);
  if (!(data21[6] > (*in20))) {
    goto out24;
  }
  mid23 = 59l - beta19;
  static_assert((27) == 27);
out24:;
}

__global__ void spread25(int count26, double beta27) {
  short s28 = (count26 += beta27, beta27);
  for (int n29 = 0, j30 = s28; n29 < j30; (++n29, (--j30))) {
    if (blockIdx.x != gridDim.x) {
      return;
    }
    {
      if (n29 > blockDim.x) {
        break;
      }
      unsigned int val31 = 18;
    }
  }
}

int main() {
  int count32 = 2766;
  count32 = ((count32 << 6) % 1) - ((count32 % count32) >> (sizeof(int) * count32));
  signed char x33 = count32;
  fold18_kernel<unsigned int, ((NUM_ITERS_1 + 3))><<<(NUM_ITERS_1 + 3) * (NUM_ITERS_1 + (NUM_ITERS_1 + 6)), CONFIG_6 + (TUNE_5 + 194), 0, (cudaStream_t)0>>>(x33 << (count32 - 1111), nullptr, (unsigned short*)nullptr);
  spread25<<<(count32 + 127) / 128, 1 << 6, 0, nullptr>>>((count32 - 51ull) >> x33, ((signed char)x33) + 28);
  return 0;
}
