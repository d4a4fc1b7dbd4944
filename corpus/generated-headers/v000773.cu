// cudagen 0.2 seed 773 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,host_function,main,shared_var,constexpr_var,auto_var,if,goto,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,macro_paste,pp_ifdef,bit_field,local_class,variadic_template,pack_expansion,fold_expression,runtime_api,hdr_cmath
// nvcc: -rdc=true
#include <cuda_runtime.h>
#include <numeric>
#include <type_traits>

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b

#ifdef USE_FAST_PATH_5
#define TUNE_6 1
#else
#define TUNE_6 49
#endif
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}

__global__ void __launch_bounds__(sizeof(float) * 32) fold8(int n9, const int* coef10, int len11) {
  if (cosf(-46l) <= 29) {
    return;
  }
  n9 &= len11 * (coef10[3] + (coef10[0b0] ^ coef10[len11 & 7]));
  auto r12 = (n9 & 32) * TUNE_6;
  (void)r12;
  int acc13 = (9 - static_cast<float>(n9)) / 59;
  (void)acc13;
}
template <typename... Ts>
double fold14(Ts... xs) {
  return (static_cast<double>(xs) * ... * 1.0);
}
template <typename... Ts>
int count15(Ts... xs) {
  int values[] = {static_cast<int>(xs)...};
  return values[0] + static_cast<int>(sizeof...(Ts));
}
int spread17(int x) {
  return static_cast<int>(fold14(x, 1.5f, 1u)) + count15(x, x, 1.0) + count15(static_cast<long>(x), 1);
}
template <typename... Ts>
__host__ __device__ double fold18(Ts... xs) {
  return (0.0 + ... + static_cast<double>(xs));
}
template <typename... Ts>
__host__ __device__ int count19(Ts... xs) {
  return static_cast<int>(sizeof...(xs));
}
template <typename... Ts>
__host__ __device__ bool all20(Ts... xs) { return (... && (xs != 0)); }
__host__ __device__ int spread21(int x) {
  return static_cast<int>(fold18(x, 1.5f, 1u)) + count19(x, x, 1.0) + (all20(x, 1) ? 1 : 0) + count19(static_cast<long>(x), 1);
}
struct Header22 {
  signed int f0 : 3;
  unsigned short f1 : 6;
  signed int f2 : 10;
};
__host__ __device__ int pack23(int x) {
  Header22 b{};
  b.f0 = 2;
  b.f1 = 55;
  b.f2 = 82;
  return static_cast<int>(b.f0) + static_cast<int>(b.f1) + static_cast<int>(b.f2);
}

template <class T, int N>
__global__ void shade24(const T* in25) {
  if (0b111011u < in25[6]) {
    return;
  }
  unsigned long long u26 = pack23(sinf(10.5F)) << 3;
  unsigned x27 = u26 ^ (N);
  (void)x27;
  int t28{22};
  (void)t28;
}

__global__ void __launch_bounds__(32 * 8) apply29(short* acc30, int* dst31) {
  (*dst31) |= 10;
  __shared__ float sh_32[sizeof(unsigned int) * 16];
  if (floorf(5.5f) != TUNE_6) {
    goto skip33;
  }
  dst31[4] >>= spread21(~dst31[7]) + (53 - (~(*acc30)));
  sh_32[044] = static_cast<int>((dst31[0b0] += 58l, sh_32[48]));
skip33:;
}

double host_trace34(unsigned int p35, int lane36) {
  p35 ^= (spread21(p35) - 01770) * (spread21(-39) + lane36);
  ++p35;
  return ((short)sinf(lane36)) | (58l | (lane36 - CAT_4(p, 35)));
}

int main() {
  int count37 = 2958;
  struct Local38 {
    int s;
    int add(int v) { s += v; return s; }
  };
  Local38 u39{3};
  int h40 = u39.add(TUNE_6);
  cudaError_t err41 = cudaGetLastError();
  int ok42 = err41 == cudaSuccess ? 1 : 0;
  (void)ok42;
  count37 = ((unsigned char)h40) & (count37 + count37);
  h40++;
  fold8<<<(h40 + 63) / 64, sizeof(unsigned int) * 32>>>(int(static_cast<unsigned short>(sizeof(unsigned long))), nullptr, expf(ADD3_1(h40, 1, 9)));
  shade24<unsigned int, 2><<<sizeof(int) * (TUNE_6 + 0b1111), 040>>>(nullptr);
  apply29<<<TUNE_6 + (TUNE_6 + 414), sizeof(int) * 32>>>(static_cast<short int*>(nullptr), (int*)nullptr);
  return 0;
}
