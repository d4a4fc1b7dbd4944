// cudagen 0.2 seed 688 valid headers
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,builtin_vars,host_function,main,const_local,if,ternary,bitwise,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_float,lit_char,lit_string,lit_nullptr,cast_c,cast_static,sizeof,anonymous_class,variadic_template,fold_expression,alias_template,variable_template,hdr_cmath,hdr_cub
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <algorithm>
#include <cmath>
#include <cub/block/block_reduce.cuh>
#include <compare>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
__global__ void blockTotal4(const int *in, int *out) {
  using Reduce = cub::BlockReduce<int, 256>;
  __shared__ typename Reduce::TempStorage storage;
  int v = in[threadIdx.x];
  int total = Reduce(storage).Sum(v);
  if (threadIdx.x == 0) {
    out[blockIdx.x] = total;
  }
}
struct Window5 {
  struct {
    int lo, hi;
  } span;
  int count;
};
typedef struct {
  int key;
  float weight;
} Anon6;
__device__ int extent7(int x) {
  Window5 r{};
  r.span.lo = x;
  r.span.hi = x + 7;
  Anon6 a{x, 1.0f};
  return r.span.hi - r.span.lo + a.key;
}

__global__ void __launch_bounds__((32), 2) count8(int *__restrict__ acc9, float *__restrict__ acc10)
{
  int idx11 = threadIdx.x;
  (void)idx11;
  ++(*acc10);
  long cnt12 = threadIdx.x;
  floorf(+(~cnt12));
  long lo13 = cnt12;
  if (((*acc9) / 42lu) <= lo13) {
    return;
  }
  unsigned int sum14(4495 / blockDim.z);
  (void)sum14;
  float x15 = 3.375F;
  (void)x15;
}
template <typename T> using Ptr17 = T *;
template <typename A, typename B> struct Duo18 { A a; B b; };
template <typename T> using Same19 = Duo18<T, T>;
template <typename T> constexpr T kScale20 = T(9);
template <typename T> constexpr int kSize21 = static_cast<int>(sizeof(T)) * 1;
int aliased16(int x) {
  Ptr17<int> p = &x;
  Same19<int> d{x, 6};
  return x + *p + d.a + d.b + kSize21<double> + static_cast<int>(kScale20<float>);
}
template <typename... Ts>
double fold22(Ts... xs) {
  return (static_cast<double>(xs) * ...);
}
template <typename... Ts>
int count23(Ts... xs) {
  return static_cast<int>(sizeof...(xs));
}
template <typename... Ts>
bool all24(Ts... xs) { return (... || (xs == 0)); }
int spread25(int x) {
  return static_cast<int>(fold22(x, 2.5f, 2u)) + count23(x, x, 1.0) + (all24(x, 2) ? 1 : 0);
}

unsigned long long bump26(long q27)
{
  q27 = ceilf(spread25(q27) + 16.0f);
  int diff28 = static_cast<float>('a');
  count8<<<4 * 2, 128>>>(&diff28, static_cast<float*>(nullptr));
  int m29 = floorf((diff28 < 52) ? (1 + diff28) : (~q27));
  blockTotal4<<<dim3((m29 + 31) / 32), sizeof(int) * 128>>>(&m29, (int*)nullptr);
  m29++;
  count8<<<(q27 + 31) / 32, dim3((diff28 + 127) / 128, kSize21<char> + (kSize21<int> + (kSize21<int> + 247)))>>>(&diff28, (float*)nullptr);
  return (m29 * fmaxf(diff28, kSize21<char>));
}

int main()
{
  int count30 = 2363;
  const int flag31 = fmaxf(7.125f * count30, kSize21<int>) - 'a';
  const char *tmp32 = "ok";
  if ((~count30) < flag31) {
    return bump26(1 | tmp32[0]);
  }
  const double h33 = kSize21<int>;
  (void)h33;
  return 0;
}
