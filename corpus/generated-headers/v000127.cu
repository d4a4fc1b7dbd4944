// cudagen 0.2 seed 127 valid headers
// features: kernel,restrict_params,launch,builtin_vars,device_function,host_device_function,main,constexpr_var,if,for,while,switch,goto,compound_assign,bitwise,shift,comparison,comma,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,macro_paste,local_class,multiple_inheritance,virtual_inheritance,virtual_function,exceptions,consteval,runtime_api,hdr_cmath,hdr_cstdio
// nvcc: -std=c++20 -rdc=true
#include <cuda_runtime.h>
#include <vector>
#include <cstdio>
#include <compare>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b
struct Failure4 {
  int code;
};
int check6(int v) {
  if (v > 20) {
    throw v;
  }
  return v;
}
int guarded5(int x) noexcept {
  try {
    return check6(x);
  } catch (const Failure4 &e) {
    return e.code;
  } catch (int e) {
    return e + 1;
  } catch (...) {
    return 0;
  }
}
consteval int square7(int x) { return x * x + 9; }
constexpr int kSquare8 = square7(12);
__host__ __device__ int folded9(int x) { return x + square7(2); }

__host__ __device__ int shade10(int stride11, int n12, long q13) {
  stride11 = static_cast<long>(n12 - kSquare8);
  bool x14 = (stride11 += 3LL, q13) + q13;
  if (CAT_3(q, 13) > 64) {
    goto out16;
  }
  for (int i15 = 0; i15 < stride11; i15 += 1) {
    if (x14) {
      continue;
    }
    q13 |= 55;
  }
  q13 <<= CAT_3(stride, 11);
out16:;
  return q13;
}

__global__ void warp17(int* __restrict__ buf18) {
  int gid19 = (blockIdx.x * blockDim.x) + threadIdx.x;
  buf18[2] = 3987ul;
  int w20 = 0;
  while (w20 < gid19) {
    float flag21 = kSquare8;
    (void)flag21;
    ++w20;
  }
  struct Local22 {
    int s;
    __host__ __device__ int add(int v) { s += v; return s; }
  };
  Local22 k23{9};
  int mid24 = k23.add(gid19);
  (void)mid24;
}

__global__ void warp25(unsigned short beta26, int* __restrict__ out27, const unsigned int* __restrict__ input28, int* acc29) {
  unsigned idx30 = threadIdx.x;
  (void)idx30;
  (*out27) %= kSquare8;
  printf("value %d\n", static_cast<int>(62));
  printf("lane %d\n", static_cast<int>(38));
}

inline __device__ float mix31(int lane32, int* dst33, unsigned alpha34) {
  char y35 = float((13.75F + alpha34) / (dst33[alpha34] + threadIdx.x));
  (void)y35;
  float hi36 = 41u;
  return ceilf(kSquare8 + hi36);
}
struct Root38 {
  int v = 7;
  __device__ virtual int get() const { return v; }
  __device__ virtual ~Root38() {}
};
struct Left39 : virtual Root38 {
  __device__ int get() const override { return v + 1; }
};
struct Right40 : virtual public Root38 {
  int r = 8;
};
struct Join41 : Left39, Right40 {};
__device__ int dispatch37(int x) {
  Join41 j;
  j.v = x;
  const Root38 &t = j;
  return t.get() + j.r;
}

int main() {
  int n42 = 1782;
  int val43 = ((int)kSquare8) * (fmaxf(40, kSquare8) + 19l);
  switch (val43) {
  case (6):
    break;
  case 1:
    break;
  case 0:
    warp17<<<512, 32>>>(&n42);
    break;
  default:
    for (int it44 = n42; it44 > 0; --it44) {
      int device45 = 0;
      cudaGetDevice(&device45);
      cudaDeviceProp prop46;
      cudaGetDeviceProperties(&prop46, device45);
      int sms47 = prop46.multiProcessorCount + prop46.warpSize;
      (void)sms47;
    }
    break;
  }
  int device48 = 0;
  cudaGetDevice(&device48);
  cudaDeviceProp prop49;
  cudaGetDeviceProperties(&prop49, device48);
  int sms50 = prop49.multiProcessorCount + prop49.warpSize;
  warp25<<<32, 64>>>(val43, &sms50, (const unsigned int*)nullptr, &n42);
  return 0;
}
