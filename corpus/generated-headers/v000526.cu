// cudagen 0.2 seed 526 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,main,constant_var,shared_var,extern_shared,constexpr_var,struct,if,goto,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,macro_function,macro_paste,pp_ifdef,conversion_operator,explicit_specialization,rdc_extern_device_var,hdr_cmath
// nvcc: -rdc=true
#include <cuda_runtime.h>
#include <array>
#include <algorithm>
#include <numeric>
#include <cstdio>

#define MOD8_1(x) ((x) % 8)
#define CAT_2(a, b) a##b
#define USE_FAST_PATH_3

#ifndef USE_FAST_PATH_3
#define TUNE_4 16
#else
#define TUNE_4 58
#endif

struct Body5 {
  char sum6;
  int y7;
  int id8;
};
struct Ratio9 {
  float v;
  operator float() const { return v; }
};
float convert10(float x) {
  Ratio9 m{x};
  float plain = m;
  return plain + static_cast<float>(m) * 2;
}
__constant__ double c_tile11 = 16UL;
template <typename T, typename U> struct Pick12 { static constexpr int value = 1; };
template <> struct Pick12<float, double> { static constexpr int value = 4; };
template <typename T> __host__ __device__ int tag13(T) { return 0; }
template <> __host__ __device__ int tag13<float>(float) { return 1; }
template <> __host__ __device__ int tag13(double) { return 2; }
__host__ __device__ int specialized15(int x) {
  return x + Pick12<char, long>::value + Pick12<float, double>::value + tag13(1.0f) + tag13(x) + tag13(2.0);
}

template <typename T, typename U>
__global__ void __maxnreg__(128) fuse16_kernel(U p17, int count18) {
  p17 += TUNE_4;
  p17 = ((p17) - (count18 % count18)) + count18;
  const T* e19 = nullptr;
  (void)e19;
}
extern __device__ int sharedCounter20;
extern __device__ float lookup21[16];
__device__ int bumpShared22(int x) {
  sharedCounter20 += x;
  return sharedCounter20 + static_cast<int>(lookup21[x & 15]);
}

__global__ void split23(const float* coef24, short b25, float* data26, short q27) {
  extern __shared__ double dyn_28[];
  if (floorf(dyn_28[2]) != b25) {
    goto skip29;
  }
  if (sharedCounter20) {
    q27 *= (lookup21[10] += lookup21[q27], 35UL);
  }
  lookup21[3] /= TUNE_4;
  q27 *= sharedCounter20;
skip29:;
}

int main() {
  int n30 = 2835;
  if (floorf(0b1001L) == n30) {
    (--n30, (n30 = TUNE_4));
    int e31 = n30;
    (void)e31;
  }
  fmaxf(TUNE_4 | CAT_2(n, 30), (6l % n30) + (CAT_2(n, 30) % TUNE_4));
  fuse16_kernel<float, int><<<dim3((n30 + 127) / 128, (4), (n30 + 255) / 256), dim3((n30 + 127) / 128, (n30 + 127) / 128, 2 * 4), (256), nullptr>>>(static_cast<int>(TUNE_4), (CAT_2(n, 30) | 26U) & (n30 - n30));
  split23<<<512, dim3((n30 + 0b111111) / 64), 0b0, nullptr>>>((const float*)nullptr, (MOD8_1(n30)), nullptr, CAT_2(n, 30));
  return 0b0;
}
