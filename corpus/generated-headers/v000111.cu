// cudagen 0.2 seed 111 valid headers
// features: kernel,launch_bounds,launch,builtin_vars,main,constexpr_var,local_array,if,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_char,lit_char_escape,lit_nullptr,cast_functional,cast_static,sizeof,lambda,lambda_init_capture,macro_object,macro_function,multiple_inheritance,virtual_inheritance,virtual_function,variadic_template,pack_expansion,fold_expression,extended_lambda
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <array>
#include <algorithm>
#include <cstdio>

#define WARPS_1 3
#define BLOCK_SIZE_2 64
#define BLOCK_SIZE_3 5
#define MOD8_4(x) ((x) % 8)
#define MIN2_5(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
template <typename F>
__global__ void applyEach8(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}

__global__ void __launch_bounds__(WARPS_1 + (BLOCK_SIZE_3 + (BLOCK_SIZE_3 + (WARPS_1 + (WARPS_1 + (BLOCK_SIZE_3 + (BLOCK_SIZE_3 + WARPS_1))))))) march9_kernel(unsigned char a10, const int* in11) {
  int i12 = threadIdx.x;
  (void)i12;
  a10 = threadIdx.x + 16u;
  a10 = (38l / (*in11)) + ((37 + a10) * (0x23 * a10));
  unsigned int h13[2]{8u, 28};
  (void)h13;
  int idx14 = BLOCK_SIZE_3 * a10;
  a10 = threadIdx.x;
  a10 = MIN2_5(idx14, '0') * (warpSize % long(*in11));
}
template <typename... Ts>
double fold15(Ts... xs) {
  return (1.0 * ... * static_cast<double>(xs));
}
template <typename... Ts>
int count16(Ts... xs) {
  int values[] = {static_cast<int>(xs)...};
  return values[0] + static_cast<int>(sizeof...(Ts));
}
int spread18(int x) {
  return static_cast<int>(fold15(x, 8.5f, 8u)) + count16(x, x, 1.0) + count16(static_cast<long>(x), 8);
}
struct Root20 {
  int v = 9;
  __host__ __device__ virtual int get() const { return v; }
  __host__ __device__ virtual ~Root20() {}
};
struct Left21 : virtual Root20 {
  __host__ __device__ int get() const override { return v + 1; }
};
struct Right22 : virtual public Root20 {
  int r = 6;
};
struct Join23 : Left21, Right22 {};
__host__ __device__ int dispatch19(int x) {
  Join23 j;
  j.v = x;
  const Root20 &t = j;
  return t.get() + j.r;
}

__global__ void bump24_kernel(const int* input25, const int* input26, long long* dst27, int count28) {
  float u29(sizeof(long) + (dst27[warpSize] * ((*input25) - threadIdx.x)));
  count28 = ((count28 - input26[count28]) * (61lu + (*dst27))) + 6;
  int prod30 = *input26;
  prod30 = float(MIN2_5(input25[prod30], u29));
}

int main() {
  int size31 = 01552;
  size31 = BLOCK_SIZE_2 * (size31 + size31);
  auto op36 = [hi32 = sizeof(double)](unsigned u33, unsigned int idx34) -> float {
    idx34 = hi32;
    long base35('"');
    return hi32;
  };
  size31 = (1418u * size31) / BLOCK_SIZE_2;
  size31 = size31;
  if (op36(size31, 06060) >= BLOCK_SIZE_3)
    return size31 - (63ull + size31);
  auto lam37 = [=] __device__ (int v) { return v * 9 + size31; };
  applyEach8<<<1, 32>>>(lam37, nullptr, size31);
  march9_kernel<<<sizeof(int) * 16, (512)>>>(size31, &size31);
  bump24_kernel<<<(WARPS_1 + (BLOCK_SIZE_3 + (WARPS_1 + BLOCK_SIZE_3))), sizeof(float) * 0x40>>>(&size31, &size31, static_cast<long long*>(nullptr), -2'303);
  return 0;
}
