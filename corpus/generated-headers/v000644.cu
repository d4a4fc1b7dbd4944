// cudagen 0.2 seed 644 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,host_function,main,shared_var,local_array,if,if_else,compound_assign,bitwise,comparison,pointer_arith,array_index,call,lit_int_suffix,lit_float,cast_c,cast_static,sizeof,lambda,lambda_init_capture,macro_function,macro_statement,local_class,virtual_function,if_constexpr,rtti,runtime_api,hdr_cmath,hdr_cuda_fp16
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <numeric>
#include <tuple>
#include <cuda_fp16.h>

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
__device__ float halfMix4(float x) {
  __half a = __float2half(x);
  __half b = __float2half(1.5f);
  __half s = __hadd(a, b);
  __half p = a * b;
  return __half2float(s) + __half2float(p);
}
struct Poly5 {
  virtual ~Poly5() {}
  virtual int id() const { return 1; }
};
struct Impl6 : Poly5 {
  int id() const override { return 6; }
};
struct Other7 : Poly5 {};
int identify8(int x) {
  Impl6 d;
  Poly5 *b = &d;
  if (Impl6 *p = dynamic_cast<Impl6 *>(b)) {
    return p->id() + x;
  }
  return dynamic_cast<Other7 *>(b) != nullptr ? 1 : x;
}
__device__ float halfMix9(float x) {
  __half a = __float2half(x);
  __half b = __float2half(1.5f);
  __half s = __hadd(a, b);
  __half p = a * b;
  return __half2float(s) + __half2float(p);
}

__global__ void step10(unsigned char p11, int len12)
{
  long u13[2] = {22, 53};
  len12 -= 34;
  u13[0] *= static_cast<unsigned>(u13[len12]) / 36;
  if constexpr (sizeof(double) == 4) {
    if (p11 == p11) {
      long x14((7L + p11) - fmaxf(p11, u13[len12]));
      (void)x14;
      __shared__ char sh_15[32];
      (void)sh_15;
    } else {
    }
  }
}

unsigned bias16(float *dst17)
{
  dst17[5] = sqrtf(22.25f);
  if (dst17[4] > (*dst17)) {
    return 58;
  }
  float tmp18 = 1895LL;
  (void)tmp18;
  int device19 = 0;
  cudaGetDevice(&device19);
  cudaDeviceProp prop20;
  cudaGetDeviceProperties(&prop20, device19);
  int sms21 = prop20.multiProcessorCount + prop20.warpSize;
  (void)sms21;
  return 4;
}

int main()
{
  int len22 = 2754;
  auto fn30 = [cnt23 = len22 + len22](float base24, int lim25) -> int {
    cudaEvent_t start26, stop27;
    cudaEventCreate(&start26);
    cudaEventCreate(&stop27);
    cudaEventRecord(start26);
    cudaEventRecord(stop27);
    cudaEventSynchronize(stop27);
    float ms28 = 0.0f;
    cudaEventElapsedTime(&ms28, start26, stop27);
    cudaEventDestroy(start26);
    cudaEventDestroy(stop27);
    lim25 = 29;
    unsigned short diff29{56};
    return 37 + (-base24);
  };
  fn30(len22, len22);
  len22 |= 46;
  int diff31 = cosf(((float)len22));
  (void)diff31;
  if (len22 < (len22 - 64L)) {
    struct Local32 {
      int s;
      int add(int v) { s += v; return s; }
    };
    Local32 v33{7};
    int lo34 = v33.add(2001);
    (void)lo34;
    if constexpr (sizeof(long) == 8) {
    }
  } else {
  }
  step10<<<2, 64, sizeof(double) * 128, (cudaStream_t)0>>>(floorf(21.25f), 2 - len22);
  return 0;
}
