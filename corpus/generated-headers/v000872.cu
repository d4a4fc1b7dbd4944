// cudagen 0.2 seed 872 valid headers
// features: kernel,kernel_static,launch,launch_shared_mem,host_function,constexpr_function,main,constexpr_var,static_local,typedef,if,if_else,for,pragma_unroll,goto,ternary,compound_assign,bitwise,comparison,incdec,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,cast_static,sizeof,macro_object,macro_paste,pp_if,union,nttp_dependent_type,enable_if,sfinae,rdc_extern_device_var,hdr_cmath,hdr_type_traits
// nvcc: --extended-lambda -rdc=true
#include <cuda_runtime.h>
#include <vector>
#include <type_traits>

#define BLOCK_SIZE_1 3
#define BLOCK_SIZE_2 (BLOCK_SIZE_1)
#define CAT_3(a, b) a##b

#if (BLOCK_SIZE_2 * 2) >= 41 && BLOCK_SIZE_2 != 0
#define CONFIG_4 7
#else
#define CONFIG_4 17
#endif
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
extern __device__ int sharedCounter6;
extern __device__ float lookup7[16];
__device__ int bumpShared8(int x) {
  sharedCounter6 += x;
  return sharedCounter6 + static_cast<int>(lookup7[x & 15]);
}
template <typename T, typename std::enable_if<(sizeof(T) <= 4), int>::type = 0>
int narrow9(T v) { return static_cast<int>(v) + 1; }
template <typename T, typename std::enable_if<!(sizeof(T) <= 4), int>::type = 0>
int narrow9(T v) { return static_cast<int>(v) + 2; }
typedef int idx10_t;
union Raw11 {
  int i;
  float f;
  double d;
  unsigned char bytes[8];
};
int use12(int x) {
  Raw11 v{};
  v.i = static_cast<int>(x);
  return static_cast<int>(v.bytes[1]) + static_cast<int>(v.i);
}

static __global__ void decay13(idx10_t len14, float alpha15) {
  if ((lookup7[len14] + 2) < 10) {
    goto skip18;
  }
  if (((((len14 == lookup7[sharedCounter6 & 15]) ? alpha15 : 22) == 26U) ? CAT_3(len, 14) : cosf(-0.5F)) != (len14 % sharedCounter6)) {
    #pragma unroll
    for (int i16 = sharedCounter6; i16 > 0; --i16) {
      alpha15 = 21.5F - lookup7[sharedCounter6];
    }
    #pragma unroll
    for (int j17 = 8; j17 > 0; --j17) {
      if ((-static_cast<int>(len14)) < fmaxf(sizeof(int), 4.25f)) {
        --alpha15;
        if (39 < ((sharedCounter6 <= j17) ? CAT_3(alpha, 15) : 040)) {
          return;
        }
      }
    }
  }
skip18:;
}

constexpr __host__ int check_bump19(idx10_t n20) {
  n20 = '\a';
  n20 &= n20;
  return n20 - ((n20 - n20) * n20);
}

int main(void) {
  int count21 = 1346;
  if ((CAT_3(count, 21) | CAT_3(count, 21)) > count21) {
    return (count21 + CONFIG_4) / (count21 + count21);
  }
  if ((051 - count21) == count21) {
    if (count21 > (count21 / 0b101001)) {
      static float q22 = 24.75F;
      (void)q22;
    }
    fmaxf(42 * static_cast<unsigned int>(count21), ceilf(use12(count21)));
  } else {
  }
  decay13<<<(count21 + 31) / 32, 512, 0>>>(count21, (count21 - count21) + static_cast<char>(62));
  return 0;
}
