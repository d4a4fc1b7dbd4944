// cudagen 0.2 seed 999 valid headers
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,main,local_array,auto_var,if,for,ternary,bitwise,shift,logical,comparison,pointer_arith,address_of,array_index,lit_int_octal,lit_int_suffix,lit_char,lit_char_escape,lit_char_prefix,lit_nullptr,cast_c,cast_static,macro_object,macro_paste,macro_statement,pp_undef,multiple_inheritance,virtual_inheritance,virtual_function,variadic_template,pack_expansion,fold_expression,ctad
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <cuda_fp16.h>

#define NUM_ITERS_1 3
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_3(a, b) a##b
#undef NUM_ITERS_1
#define NUM_ITERS_1 24
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
template <typename T> struct Keep5 {
  T v;
  __host__ __device__ Keep5(T x) : v(x) {}
  __host__ __device__ T get() const { return v; }
};
template <typename A, typename B> struct Twin6 { A a; B b; };
__host__ __device__ int deduce8(int x) {
  Keep5 h(x);
  Keep5 g{6.5};
  return h.get() + static_cast<int>(g.get());
}
struct Root10 {
  int v = 1;
  virtual int get() const { return v; }
  virtual ~Root10() {}
};
struct Left11 : virtual Root10 {
  int get() const override { return v + 1; }
};
struct Right12 : virtual public Root10 {
  int r = 5;
};
struct Join13 : Left11, Right12 {};
int dispatch9(int x) {
  Join13 j;
  j.v = x;
  const Root10 &t = j;
  return t.get() + j.r;
}
template <typename... Ts>
__host__ __device__ double fold14(Ts... xs) {
  return (static_cast<double>(xs) * ... * 1.0);
}
template <typename... Ts>
__host__ __device__ int count15(Ts... xs) {
  int values[] = {static_cast<int>(xs)...};
  return values[0] + static_cast<int>(sizeof...(Ts));
}
__host__ __device__ int spread17(int x) {
  return static_cast<int>(fold14(x, 9.5f, 9u)) + count15(x, x, 1.0);
}

__global__ void __launch_bounds__(256, 4) split18_kernel(unsigned int *__restrict__ data19, int *__restrict__ acc20, float *__restrict__ buf21)
{
  int tid22 = (blockIdx.x * blockDim.x) + threadIdx.x;
  (void)tid22;
  int diff23 = ((threadIdx.x << 1) <= (*acc20)) ? 30 : 8;
  (void)diff23;
  if (blockIdx.x == acc20[blockIdx.y & 7]) {
    return;
  }
  auto cnt24 = blockDim.x + (*buf21);
  (void)cnt24;
}

int main()
{
  int len25 = 181;
  if (len25 > 56u) {
    return (((double)len25) != 40) ? (58 & len25) : static_cast<long>(len25);
  }
  len25 = (((len25 & 2ull) | (CAT_3(len, 25) % 1856)) == (len25 % 4196)) ? ((~len25) * (12L)) : ((len25 % len25) - (CAT_3(len, 25)));
  for (int it26 = 0; it26 < (1 << 4); it26++) {
    short r27[8]{'\x41', u'#', 034, static_cast<short>(it26), static_cast<short>(len25), static_cast<short>(len25), static_cast<short>(len25), 056u};
    if ((r27[6] != 62) && (len25 <= 18)) {
      continue;
    }
  }
  split18_kernel<<<128, (NUM_ITERS_1 + (NUM_ITERS_1 + 16)), 0, (cudaStream_t)0>>>(nullptr, &len25, nullptr);
  return 0;
}
