// cudagen 0.2 seed 783 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,launch,builtin_vars,device_function,static_device_function,main,constexpr_var,struct,class_private,enum,if,static_assert,ternary,compound_assign,bitwise,shift,incdec,pointer_arith,address_of,method_call,lit_int_binary,lit_float,lit_nullptr,cast_functional,cast_static,macro_object,local_class,enum_underlying,nttp_auto,if_constexpr,concept,requires_clause,requires_expression,hdr_cstdio
// nvcc: -std=c++20 --extended-lambda -rdc=true
#include <cuda_runtime.h>
#include <array>
#include <numeric>
#include <cstdio>
#include <type_traits>
#include <tuple>
#include <cuda_fp16.h>

#define RADIUS_1 32
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
enum Phase5 : int { SLOW6, BUSY7 = 4, BLUE8, IDLE9 };
template <auto V>
__host__ __device__ int addConst10(int x) {
  using value_type = decltype(V);
  return x + static_cast<int>(V) + static_cast<int>(sizeof(value_type));
}
__host__ __device__ int consts11(int x) { return addConst10<3>(x) + addConst10<'a'>(x) + addConst10<true>(x) + addConst10<2L>(x); }

class Tile12 {
  float sum13;
  float w14;
public:
  __host__ __device__ Tile12(float c16, float c17) : sum13(c16), w14(c17) {}
  __host__ __device__ void reset18(unsigned int off19) {
    off19 = off19;
  }
  __host__ __device__ float bump20() const {
    float flag21(w14);
    (void)flag21;
    return -7.25F;
  }
};

template <typename T, int N>
__global__ void norm22_kernel(T *buf23, float b24, int count25) {
  int i26 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (i26 >= count25) {
    return;
  }
  struct Local27 {
    int s;
    __host__ __device__ int add(int v) { s += v; return s; }
  };
  Local27 lo28{3};
  int acc29 = lo28.add(b24);
  (void)acc29;
  if constexpr (sizeof(void *) == 4) {
    static_assert(60 > 59, "bad config");
    if constexpr (sizeof(T) < 8) {
    }
  }
}
template <typename T> concept Small30 = sizeof(T) <= 8;
template <typename T> concept Arith31 = requires(T a, T b) {
  a + b;
  { a * b } -> Small30;
  typename T;
};
template <Small30 T> __host__ __device__ T twice32(T x) { return x + x; }
template <typename T> requires (sizeof(T) >= 4) __host__ __device__ T thrice33(T x) { return x * 3; }
template <typename T> __host__ __device__ T quad34(T x) requires Arith31<T> { return x * 4; }
__host__ __device__ int sign35(Small30 auto v) { return v != 0 ? 1 : 2; }

static __device__ float fold36(unsigned char cfg37) {
  cfg37 ^= cfg37;
  printf("lane %d\n", static_cast<int>(48));
  if constexpr (sizeof(long) == 8) {
    if constexpr (sizeof(int) == 4) {
    }
  } else {
  }
  return blockDim.x;
}

inline __device__ double lerp38(int n39, double b40) {
  Tile12 f41(IDLE9, static_cast<long long>(b40));
  b40 -= (threadIdx.x & 1) ? int(f41.bump20()) : f41.bump20();
  n39 &= (n39);
  return 2598;
}

int main() {
  int size42 = 1286;
  size42 %= (~(size42 % size42));
  --size42;
  size42 -= 55;
  if ((size42 & 0b1)) {
    return size42;
  }
  static_assert((BLUE8 + 0b100) > 8);
  float res43 = size42;
  norm22_kernel<float, 7><<<1 << 7, BUSY7 + (IDLE9 + 502)>>>(nullptr, (res43 - 5.125f) - res43, BUSY7);
  return 0;
}
