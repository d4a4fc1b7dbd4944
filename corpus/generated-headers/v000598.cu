// cudagen 0.2 seed 598 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,default_args,main,shared_var,extern_shared,constexpr_var,if,if_else,goto,static_assert,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,cast_c,cast_static,sizeof,virtual_function,call_operator,variable_template,runtime_api,hdr_cmath
#include <cuda_runtime.h>
#include <numeric>
#include <cstdio>
#include <utility>
#include <cuda/std/array>
#include <cuda/std/functional>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
template <typename T> constexpr T kScale4 = T(4);
template <typename T> constexpr int kSize5 = static_cast<int>(sizeof(T)) * 2;
int aliased3(int x) {
  return x + kSize5<double> + static_cast<int>(kScale4<float>);
}

template <typename T, typename U>
__global__ void __launch_bounds__(0x1 << 0x8) shade6_kernel(T beta7, U* dst8) {
  extern __shared__ unsigned int dyn_9[];
  int i10 = (blockIdx.x * blockDim.x) + threadIdx.x;
  T hi11 = fmaxf(floorf(kSize5<char> * beta7), dyn_9[i10]);
  (void)hi11;
  fmaxf(dyn_9[6], (threadIdx.y) - (kSize5<int> << dyn_9[4]));
  floorf((blockDim.y));
  dst8[6] = fminf(dyn_9[2], static_cast<U>(fabsf(-16L)));
}
struct Offset12 {
  int k;
  __host__ __device__ int operator()(int v) const { return v * k; }
};
__host__ __device__ int call13(int x) {
  Offset12 fn{7};
  return fn(x) + fn.operator()(1);
}
struct Shape15 {
  virtual float area() const = 0;
  virtual int sides() const { return 0; }
  virtual ~Shape15() {}
};
struct Square16 final : Shape15 {
  float s;
  explicit Square16(float v) : s(v) {}
  float area() const override { return s * s; }
};
struct Tri17 : Shape15 {
  float s;
  explicit Tri17(float v) : s(v) {}
  float area() const override { return s * s; }
};
struct Disc18 : Shape15 {
  float s;
  explicit Disc18(float v) : s(v) {}
  float area() const override { return s * s; }
  int sides() const override { return 5; }
};
float dispatch14(float x) {
  Square16 k0(x);
  Tri17 k1(x);
  Disc18 k2(x);
  const Shape15 *p = &k0;
  const Shape15 &r1 = k1;
  const Shape15 &r2 = k2;
  return p->area() + static_cast<float>(p->sides()) + r1.area() + r2.area();
}

void lerp19(int len20 = 4) {
  static_assert((11) == 11);
  len20++;
  int u21 = -1l;
  int device22 = 0;
  cudaGetDevice(&device22);
  cudaDeviceProp prop23;
  cudaGetDeviceProperties(&prop23, device22);
  int sms24 = prop23.multiProcessorCount + prop23.warpSize;
  if ((u21 >= u21) || sms24) {
    goto finish25;
  }
  static_assert(22 == 22);
  sms24 %= call13(len20 - (kSize5<int> + u21));
finish25:;
}

int main() {
  int len26 = 2007;
  if ((cosf(9.875f) / (7 + len26)) >= kSize5<int>) {
    if ((len26 * kSize5<int>) == 4) {
      return (int)(0x2U % len26);
    }
    --len26;
    len26 = fmaxf(-17.75F, -kSize5<char>);
  } else {
    ++len26;
    shade6_kernel<unsigned int, int><<<dim3(kSize5<char> + kSize5<char>, (64), 0x1 << 8), dim3(1, (len26 + 0xff) / 256, 8 * 2), sizeof(double) * 64, (cudaStream_t)0>>>(len26, &len26);
  }
  return 0;
}
