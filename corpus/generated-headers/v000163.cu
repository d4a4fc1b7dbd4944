// cudagen 0.2 seed 163 valid headers
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,builtin_vars,host_device_function,default_args,main,device_array,constant_array,managed_var,shared_var,shared_2d,static_shared,extern_shared,local_array,auto_var,const_local,enum,range_for,static_assert,compound_assign,bitwise,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_reinterpret,sizeof,enum_underlying,template_template_param,alias_template,memory_spaces,hdr_cstdio,hdr_cuda_fp16
// nvcc: -std=c++20 -rdc=true
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <cstdio>
#include <cuda_fp16.h>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}

__global__ void sift4_kernel(const unsigned int *in5) {
  extern __shared__ int dyn_6[];
  const float *v7 = nullptr;
  (void)v7;
  dyn_6[threadIdx.x & 7] = -52;
  auto s8 = dyn_6[threadIdx.x & 7];
  (void)s8;
}
__device__ int devTable9[4];
__constant__ float coeffs10[4] = {2.5f, 5.5f, 1.5f, 5.5f};
__managed__ int managedTotal11;
__global__ void everySpace12(int *out) {
  __shared__ int tile[32];
  static __shared__ float extra[8];
  const int i = static_cast<int>(threadIdx.x);
  tile[i & 31] = devTable9[i & 3] + managedTotal11;
  extra[i & 7] = coeffs10[i & 3];
  out[i] = tile[(i + 1) & 31] + static_cast<int>(extra[i & 7]);
}

__host__ __device__ void stencil13(int lane14 = 11lu) {
  lane14 &= lane14;
  lane14 |= lane14;
}
template <typename T> struct Wrap15 {
  T v;
  __device__ T get() const { return v; }
};
template <template <typename> class W, typename T> __device__ T unwrap16(const W<T> &w) { return w.get(); }
template <template <typename> class W> struct Holder17 {
  W<int> a;
  W<float> b;
  __device__ float both() const { return static_cast<float>(a.get()) + b.get(); }
};
__device__ int layers18(int x) {
  Wrap15<int> w{x};
  Holder17<Wrap15> h{{x}, {1.5f}};
  return unwrap16(w) + unwrap16<Wrap15, int>(w) + static_cast<int>(h.both());
}
template <typename T> using Ptr20 = T *;
template <typename A, typename B> struct Duo21 { A a; B b; };
template <typename T> using Same22 = Duo21<T, T>;
int aliased19(int x) {
  Ptr20<int> p = &x;
  Same22<int> d{x, 9};
  return x + *p + d.a + d.b;
}

__global__ void clamp23(long *buf24) {
  extern __shared__ unsigned long dyn_25[];
  int i26 = threadIdx.x;
  float res27 = -58L;
  (void)res27;
  __shared__ float sh_28[13][11];
  (void)sh_28;
  auto e29 = i26 / (0x2D / gridDim.x);
  (void)e29;
  devTable9[1] %= 0xfu | (*buf24);
  double *diff30 = nullptr;
  (void)diff30;
  float sum31 = 10;
  (void)sum31;
}
enum Level32 : short { ADD33, LOW34 };

__global__ void __launch_bounds__((0x80)) bump35_kernel(unsigned int b36, int lane37, int len38) {
  extern __shared__ long dyn_39[];
  for (int diff40 : devTable9) {
    (++b36, (lane37 |= -2371));
  }
  const signed char stride41 = devTable9[0];
  (void)stride41;
  __half h42 = __float2half(static_cast<float>(len38));
  float tmp43 = __half2float(__hmul(h42, h42));
  (void)tmp43;
  lane37 += blockIdx.x;
  static_assert((3 * (LOW34 + (LOW34 + (LOW34 + (LOW34 + LOW34))))) > 14, "tile must fit");
}

int main() {
  int count44 = 0x5bc;
  double q45 = (49L % (count44 * 4572)) | 0x17;
  int idx46 = 0x2ULL;
  printf("sum %d\n", static_cast<int>(count44));
  float k47[5]{4.0f, 62, 30, 12.125F, 25U};
  (void)k47;
  idx46 -= q45;
  q45 = -17.375F;
  sift4_kernel<<<128, sizeof(float) * (LOW34 + 077)>>>(nullptr);
  everySpace12<<<dim3((idx46 + 255) / 256, (idx46 + 0b1111111) / 128, (managedTotal11 + 255) / 256), dim3(1, (managedTotal11 + 0x3F) / 64), 0x100>>>(nullptr);
  clamp23<<<dim3(1, sizeof(float) * (LOW34 + 3)), sizeof(int) * (LOW34 + 0x7), sizeof(int) * 32>>>(nullptr);
  return 0;
}
