// cudagen 0.2 seed 588 valid headers
// features: kernel,kernel_static,launch_bounds,launch,launch_shared_mem,launch_stream,main,shared_var,nested_block,ternary,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,sizeof,macro_function,ctad,deduction_guide,rdc_extern_device_var,hdr_cmath
// nvcc: --extended-lambda -rdc=true
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <type_traits>
#include <cuda_fp16.h>

#define ADD3_1(a, b, c) ((a) + (b) + (c))
template <typename F>
__global__ void applyEach2(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
extern __device__ int sharedCounter3;
extern __device__ float lookup4[4];
__device__ int bumpShared5(int x) {
  sharedCounter3 += x;
  return sharedCounter3 + static_cast<int>(lookup4[x & 3]);
}
extern __device__ int sharedCounter6;
extern __device__ float lookup7[4];
__device__ int bumpShared8(int x) {
  sharedCounter6 += x;
  return sharedCounter6 + static_cast<int>(lookup7[x & 3]);
}
extern __device__ int sharedCounter9;
extern __device__ float lookup10[8];
__device__ int bumpShared11(int x) {
  sharedCounter9 += x;
  return sharedCounter9 + static_cast<int>(lookup10[x & 7]);
}
template <typename T> struct Keep12 {
  T v;
  __device__ Keep12(T x) : v(x) {}
  __device__ T get() const { return v; }
};
template <typename A, typename B> struct Twin13 { A a; B b; };
template <typename A, typename B> Twin13(A, B) -> Twin13<A, B>;
template <typename T> struct View14 {
  const T *p;
  int n;
  __device__ View14(const T *q, int m) : p(q), n(m) {}
};
template <typename T> View14(T *, int) -> View14<T>;
__device__ int deduce15(int x) {
  Keep12 h(x);
  Keep12 g{8.5};
  Twin13 d{x, 2.5f};
  View14 w(&x, 1);
  return h.get() + static_cast<int>(g.get()) + d.a + w.n;
}

static __global__ void __launch_bounds__(1 << 10, 0b100) relax16(signed char *out17, double a18) {
  long idx19 = ((~sharedCounter3) - ((sharedCounter9 == lookup7[3]) ? 2 : 30)) << ((11 + sharedCounter3) - 31);
  (void)idx19;
  __shared__ double sh_20[128];
  (void)sh_20;
}

int main() {
  int n21 = 3805;
  fmaxf(n21, n21 * (01347 + n21));
  {
    relax16<<<(n21 + 63) / 64, sizeof(float) * 32, 256 * 4>>>((signed char*)nullptr, 3 << (n21 + n21));
    relax16<<<sizeof(unsigned int) * 32, 1 << 8, 0, 0>>>(nullptr, n21);
  }
  n21 = 25UL;
  (n21--, (n21 = sqrtf(n21)));
  return 0;
}
