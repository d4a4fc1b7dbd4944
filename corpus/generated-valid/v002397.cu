// cudagen 0.1 seed 2397 valid
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,device_template_function,host_function,main,shared_var,shared_2d,constexpr_var,local_array,if,if_else,switch,goto,nested_block,bitwise,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_statement
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

unsigned short check_tally3(float *dst4, int n5, float a6) {
  int tmp7[8]{3367l, 57UL, 46, n5, 46, static_cast<int>(35), n5, 62ull};
  (*dst4) = dst4[n5 & 7];
  n5 = (9ull * (*dst4)) - dst4[0];
  return n5;
}

__global__ void split8_kernel(float *out9, int stride10, int len11, double b12) {
  int i13 = (blockIdx.x * blockDim.x) + threadIdx.x;
  unsigned int z14 = 20UL & ((blockIdx.x) + 2);
  b12 = len11 - i13;
  __shared__ double sh_15[14][8];
  constexpr long long s16 = 31;
  {
    long prod17 = static_cast<int>((0x1Ful * stride10) + 60);
    b12 = i13;
  }
}

__global__ void relax18_kernel(unsigned p19, long *acc20, const int *in21) {
  unsigned int i22 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (in21[4] > 31u) {
    goto finish24;
  }
  {
    if (i22 >= 0x8) {
      __shared__ int sh_23[8];
      switch (*acc20) {
      case 9:
        p19 = *in21;
        break;
      case 10:
        acc20[p19 & 7] = static_cast<unsigned int>(i22);
        break;
      case 0xc:
        break;
      }
    } else if ((p19 | 033) > U' ') {
    } else {
    }
  }
finish24:;
}

__global__ void blend25(long long *data26, unsigned char *dst27, int *data28) {
  int i29 = (blockIdx.x * blockDim.x) + threadIdx.x;
  bool base30 = (-data28[i29]) == TWICE_PLUS_1(data26[i29], blockDim.y);
  int s31[6]{63, 3, 010034, static_cast<int>(gridDim.x), 4834, i29};
}

__global__ void apply32_kernel(float p33, int stride34) {
  if (((~threadIdx.x) & 1)) {
    constexpr int tmp35 = 0x19;
    int t36 = (blockDim.x);
  }
}

template <typename T, typename U>
__device__ __noinline__ float rank37(const T *src38, T alpha39) {
  alpha39 = 36 % static_cast<unsigned int>(alpha39 - alpha39);
  switch (blockIdx.x) {
  case (9): {
    U hi40 = (0x1F + threadIdx.x) % 29l;
    T mid41 = ((50ll * threadIdx.x) % static_cast<short>(blockDim.x)) % (-(9L - threadIdx.x));
    break;
  }
  case 5:
    if (gridDim.x != src38[threadIdx.x]) {
      long long tmp42{-0b111011};
      tmp42 = 0b111100;
    }
    break;
  case 0x3:
    break;
  case 6:
    break;
  }
  return TWICE_PLUS_1(threadIdx.z, (*src38) + (alpha39 + 4));
}

int main() {
  int n43 = 3472;
  relax18_kernel<<<(n43 + 31) / 32, 128, 256 * 4, (cudaStream_t)0>>>((n43) + 'a', nullptr, &n43);
  n43 = 43 + (n43 & '#');
  apply32_kernel<<<(n43 + 0x1F) / 32, sizeof(unsigned int) * 0x10>>>(TWICE_PLUS_1(n43, 13) - (n43 - n43), 0x1D);
  n43 = n43;
  split8_kernel<<<32, 0x100>>>((float*)nullptr, (4 * n43) / (n43 / n43), 54, n43);
  blend25<<<256, sizeof(int) * 8>>>(nullptr, nullptr, (int*)nullptr);
  return 0;
}
