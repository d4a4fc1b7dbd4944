// cudagen 0.2 seed 661 valid headers
// features: kernel,launch,launch_dim3,main,if,switch,ternary,shift,comparison,call,lit_float,macro_function,multiple_inheritance,virtual_inheritance,virtual_function,variadic_template,pack_expansion,fold_expression,hdr_cmath
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <array>
#include <cmath>
#include <type_traits>

#define LOW_BITS_1(x) ((x) & 0xF)
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
template <typename... Ts>
__host__ __device__ double fold6(Ts... xs) {
  return (static_cast<double>(xs) * ...);
}
template <typename... Ts>
__host__ __device__ int count7(Ts... xs) {
  int values[] = {static_cast<int>(xs)...};
  return values[0] + static_cast<int>(sizeof...(Ts));
}
template <typename... Ts>
__host__ __device__ bool all8(Ts... xs) { return (... && (xs != 0)); }
__host__ __device__ int spread9(int x) {
  return static_cast<int>(fold6(x, 8.5f, 8u)) + count7(x, x, 1.0) + (all8(x, 8) ? 1 : 0) + count7(static_cast<long>(x), 8);
}
struct Root11 {
  int v = 9;
  virtual int get() const { return v; }
  virtual ~Root11() {}
};
struct Left12 : virtual Root11 {
  int get() const override { return v + 1; }
};
struct Right13 : virtual public Root11 {
  int r = 2;
};
struct Join14 : Left12, Right13 {};
int dispatch10(int x) {
  Join14 j;
  j.v = x;
  const Root11 &t = j;
  return t.get() + j.r;
}

__global__ void rank15(int lane16, int count17, unsigned b18) {
  switch (lane16) {
  case 4 * 2: {
    float r19 = -63;
    (void)r19;
    int off20 = 60;
    (void)off20;
    break;
  }
  case 11:
    break;
  }
}

int main(void) {
  int size21 = 1539;
  size21 = ADD3_2(fmaxf(size21, fold6(size21)), ((size21 >= size21) ? size21 : size21) * sinf(size21), ((size21 << size21) << 0));
  if (59 > size21) {
    return size21;
  }
  float lo22{16.25f};
  (void)lo22;
  int diff23 = cosf(-(-6.25f)) * fold6(size21);
  rank15<<<dim3(1, (32)), dim3(16 * 16)>>>(61, fmaxf(13.75f * diff23, diff23 % diff23), 26);
  return 0;
}
