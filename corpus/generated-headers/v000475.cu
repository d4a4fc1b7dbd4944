// cudagen 0.2 seed 475 valid headers
// features: kernel,restrict_params,launch,launch_shared_mem,builtin_vars,host_function,static_host_function,default_args,main,constexpr_var,if,for,do_while,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,lambda,pp_ifdef,pp_undef,bit_field,variadic_template,pack_expansion,fold_expression,extended_lambda,hdr_cmath
// nvcc: -std=c++20 --extended-lambda -rdc=true
#include <cuda_runtime.h>
#include <algorithm>
#include <type_traits>
#include <tuple>

#define USE_FAST_PATH_1

#ifdef USE_FAST_PATH_1
#define TUNE_2 16
#else
#define TUNE_2 50
#endif
#undef TUNE_2
#define TUNE_2 2
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}

int run_split4(unsigned beta5, float beta6 = 0b111010) {
  unsigned mid7 = ((0x130b + beta6) * '\?') + (beta5 % 11L);
  int z8 = fmaxf(mid7 * fabsf(TUNE_2), (beta6) + 0x19L);
  (void)z8;
  if ((beta6 + beta6) > beta6) {
    return 23UL;
  }
  beta6 = fabsf((double)beta6);
  return 57;
}
template <typename... Ts>
double fold9(Ts... xs) {
  return (... * static_cast<double>(xs));
}
template <typename... Ts>
int count10(Ts... xs) {
  return static_cast<int>(sizeof...(xs));
}
int spread12(int x) {
  return static_cast<int>(fold9(x, 8.5f, 8u)) + count10(x, x, 1.0) + count10(static_cast<long>(x), 8);
}
struct Packed13 {
  unsigned short f0 : 11;
  short f1 : 6;
  unsigned int f2 : 10;
  unsigned : 0;
  signed int f3 : 4;
  bool on : 1;
};
__host__ __device__ int pack14(int x) {
  Packed13 b{};
  b.f0 = static_cast<unsigned>(x) & 2047u;
  b.f1 = 13;
  b.f2 = static_cast<unsigned>(x) & 1023u;
  b.f3 = 0;
  b.on = x > 2;
  return static_cast<int>(b.f0) + static_cast<int>(b.f1) + static_cast<int>(b.f2) + static_cast<int>(b.f3) + (b.on ? 1 : 0);
}

__global__ void tally15(long long *out16, int *acc17, float *__restrict__ data18, int n19) {
  int idx20 = threadIdx.x;
  (--(*data18), (data18[1] += (('z' | n19) - ((*acc17) + acc17[0x7])) + fminf((idx20 >= idx20) ? 14.25F : idx20, threadIdx.x * TUNE_2)));
  long lim21 = fmaxf(ceilf(out16[6]), ~warpSize) * ((idx20 | out16[7]) % 41U);
  (void)lim21;
  int lo22{25};
  (void)lo22;
  char stride23 = 4 * warpSize;
  int v24 = TUNE_2 | ((out16[stride23 & 7] * blockIdx.x) + idx20);
  (void)v24;
}

static void run_scale25(float q26 = 14.375f) {
  constexpr double stride27 = 16.0f;
  (void)stride27;
  for (int it28 = 0; it28 < 3; it28++) {
    auto lam29 = [=] __host__ __device__ (int v) { return v * 8 + it28; };
    applyEach3<<<1, 32>>>(lam29, nullptr, it28);
    int m30 = lam29(it28);
    q26 = sinf(12.375f);
    float res31 = 4.5f / (m30 - (m30 - TUNE_2));
    (void)res31;
  }
  unsigned int k32 = 0b10110L + q26;
  (void)k32;
}

int main() {
  int size33 = 0x5fc;
  ceilf((size33 == size33) ? 1 : (TUNE_2 + size33));
  auto fn37 = [](float y34, float flag35) -> int {
    y34 = fmaxf(flag35 / y34, y34 / y34) * (6l - y34);
    int cnt36{27l};
    fabsf(10.125F);
    return 50;
  };
  auto lam38 = [size33] __host__ __device__ (int v) { return v * 7 + size33; };
  applyEach3<<<1, 32>>>(lam38, nullptr, size33);
  int w39 = lam38(size33);
  int w40 = 0;
  do {
    size33 &= ((w39 % 2) + pack14(w40)) ^ (~spread12(w39));
    double s41 = run_split4(sqrtf((size33 += w40, 19.625F)));
    (void)s41;
    ++w40;
  } while (w40 < 0xF);
  tally15<<<(size33 + 63) / 0x40, 32, 4096>>>((long long*)nullptr, &w39, nullptr, fn37(w39 | TUNE_2, fmaxf(3.5f, 'z')));
  return 0b0;
}
