// cudagen 0.2 seed 445 valid headers
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,launch_dim3,builtin_vars,main,shared_var,extern_shared,constexpr_var,const_local,namespace,if,for,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,macro_object,if_constexpr,concept,requires_clause,requires_expression
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <algorithm>
#include <cmath>

#define BLOCK_SIZE_1 256
template <typename F>
__global__ void applyEach2(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
template <typename T> concept Small3 = sizeof(T) <= 8;
template <typename T> concept Arith4 = requires(T a, T b) {
  a + b;
  { a * b } -> Small3;
  typename T;
};
template <Small3 T> T twice5(T x) { return x + x; }
template <typename T> requires (sizeof(T) >= 4) T thrice6(T x) { return x * 3; }
template <typename T> T quad7(T x) requires Arith4<T> { return x * 4; }
int sign8(Small3 auto v) { return v != 0 ? 1 : 2; }
template <typename T>
int measure9(T v) {
  if constexpr (requires { v.size(); }) {
    return static_cast<int>(v.size());
  } else {
    return 1;
  }
}

namespace img10 {
template <typename T, int N>
__global__ void score11(T q12) {
  int i13 = (blockIdx.x * blockDim.x) + threadIdx.x;
  q12 /= i13 - (q12 += 51, (sizeof(int) & i13));
  q12 -= ((0x3Dl % i13) << 5) * q12;
  q12 = N;
  for (int it14 = 0x0; it14 < 017; it14 += 0x1) {
    if ((it14 | it14) != q12)
      return;
  }
  const int diff15 = static_cast<unsigned int>(BLOCK_SIZE_1) & i13;
  (void)diff15;
}

static __global__ void __maxnreg__(64) reduce16_kernel(const float* __restrict__ src17, int lane18) {
  extern __shared__ int dyn_19[];
  int idx20 = threadIdx.x;
  lane18 = dyn_19[lane18] * (3944UL & threadIdx.x);
  const unsigned* sum21 = reinterpret_cast<const unsigned*>(src17);
  (void)sum21;
  dyn_19[4] = (('a') + (dyn_19[0b100] * idx20)) % (unsigned(lane18) * 0x3e);
  if ((lane18 - 29) >= dyn_19[lane18 & 7])
    return;
  (lane18--, (dyn_19[6] = 35));
  if (threadIdx.x)
    return;
}

__global__ void rank22(short p23) {
  extern __shared__ int dyn_24[];
  int tid25 = (blockIdx.x * blockDim.x) + threadIdx.x;
  double* val26 = (double*)nullptr;
  (void)val26;
  int base27{15};
  (void)base27;
  int q28 = (0b1000 * tid25) + (+(blockIdx.x + BLOCK_SIZE_1));
  (void)q28;
}
} // namespace img10

int main() {
  int n29 = 2886;
  img10::rank22<<<dim3(BLOCK_SIZE_1), dim3((n29 + 31) / 32)>>>(float(0xf63L - n29));
  n29 = ((-n29) >> (n29 + 0x34)) * ((n29 + sizeof(float)) - (-n29));
  img10::score11<float, ((010))><<<(n29 + 0x7f) / 0x80, (BLOCK_SIZE_1)>>>((35 | n29) | (n29 + 1057ull));
  img10::reduce16_kernel<<<dim3(0x80, 0b100 * 0x8, 0b10000000), dim3(0x20, (n29 + 0x1f) / 0x20)>>>(nullptr, 38L);
  return 0;
}
