// cudagen 0.2 seed 332 valid headers
// features: kernel,kernel_static,launch,launch_shared_mem,launch_stream,builtin_vars,main,constant_var,namespace,if,ternary,bitwise,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_paste,union,nested_class,if_constexpr,concept,requires_clause,requires_expression,consteval,hdr_cmath
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}

namespace math5 {
static __global__ void drift6(unsigned long long alpha7) {
  int i8 = threadIdx.x;
  float w9 = fminf(fabsf(i8), static_cast<float>(warpSize)) + i8;
  if (expf(18.75f) < i8) {
    fmaxf(floorf(i8), threadIdx.x);
    w9 = 0x35;
  }
}
} // namespace math5
template <typename T> concept Small10 = sizeof(T) <= 16;
template <typename T> concept Arith11 = requires(T a, T b) {
  a + b;
  { a * b } -> Small10;
};
template <Small10 T> T twice12(T x) { return x + x; }
template <typename T> requires (sizeof(T) >= 4) T thrice13(T x) { return x * 3; }
template <typename T> T quad14(T x) requires Arith11<T> { return x * 4; }
int sign15(Small10 auto v) { return v != 0 ? 1 : 2; }
template <typename T>
int measure16(T v) {
  if constexpr (requires { v.size(); }) {
    return static_cast<int>(v.size());
  } else {
    return 1;
  }
}
union Bits17 {
  int i;
  float f;
  unsigned char bytes[4];
  __device__ int low() const { return static_cast<int>(bytes[0]); }
};
__device__ int use18(int x) {
  Bits17 v{};
  v.i = static_cast<int>(x);
  return static_cast<int>(v.bytes[3]) + static_cast<int>(v.i) + v.low();
}
struct Grid19 {
  using value_type = float;
  enum Kind { Small, Large };
  struct Slot {
    value_type v;
    value_type scaled() const { return v * static_cast<value_type>(3); }
  };
  Slot first, second;
  value_type total() const { return first.scaled() + second.v; }
};
float walk20(int x) {
  using value_type = Grid19::value_type;
  Grid19::Slot e{static_cast<value_type>(x)};
  Grid19 t{e, e};
  return t.total();
}
consteval int square21(int x) { return x * x + 8; }
constexpr int kSquare22 = square21(2);
__constant__ float c_update23 = 17.625F;

__global__ void relax24_kernel(int len25, unsigned int *dst26) {
  unsigned int tid27 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (tid27 >= len25) {
    return;
  }
  ceilf(0b111 - (gridDim.z | 42));
  len25 = int(use18(tid27) | (dst26[len25 & 7] | 0x1bL));
  if (len25 >= threadIdx.x) {
    return;
  }
}

int main() {
  int size28 = 0xC2B;
  math5::drift6<<<kSquare22 + 4, 256, (kSquare22 + 116) * 2, (cudaStream_t)0>>>(size28);
  if (((size28 % kSquare22) & 1)) {
    return 62;
  }
  math5::drift6<<<(2), kSquare22 + (kSquare22 + 40), sizeof(float) * 256, (cudaStream_t)0>>>(static_cast<float>(kSquare22 * size28));
  float s29 = size28;
  (void)s29;
  cosf(size28 ^ kSquare22);
  relax24_kernel<<<1, 512>>>(((size28 ^ 408ul) > 017) ? '#' : static_cast<int>(CAT_3(size, 28)), (unsigned*)nullptr);
  return 0;
}
