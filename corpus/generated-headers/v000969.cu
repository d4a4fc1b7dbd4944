// cudagen 0.2 seed 969 valid headers
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,host_device_function,constexpr_function,main,if,do_while,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_char,lit_nullptr,cast_reinterpret,sizeof,macro_paste,macro_statement,comments,ctad
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <numeric>
#include <cstdio>
#include <utility>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b
/* NOTE: keep in sync with the host reference. */

__global__ void rank3(float cfg4, int *__restrict__ dst5, int count6, unsigned a7)
{
  if ((sizeof(int) - a7) >= count6) {
    a7 *= 'a';
  }
  int pass8 = 0;
  do {
    ++count6;
    (*dst5) &= -((4492 - pass8) + 13);
    ++pass8;
  } while ((pass8 < 11) && (pass8 != a7));
  float *idx9 = reinterpret_cast<float*>(dst5);
  (void)idx9;
}

constexpr __host__ __device__ int split10(int stride11, int len12)
{
  len12 = 6;
  return (CAT_2(stride, 11) + (stride11 * 1lu)) - (055 ^ (stride11 * sizeof(int)));
}
template <typename T> struct Keep13 {
  T v;
  __host__ __device__ Keep13(T x) : v(x) {}
  __host__ __device__ T get() const { return v; }
};
template <typename A, typename B> struct Twin14 { A a; B b; };
__host__ __device__ int deduce16(int x) {
  Keep13 h(x);
  Keep13 g{8.5};
  return h.get() + static_cast<int>(g.get());
}

int main(void)
{
  int n17 = 302;
  int val18 = 8L;
  val18 %= -41;
  rank3<<<(val18 + 63) / 64, 64, 040 * 8, (cudaStream_t)0>>>(CAT_2(n, 17) % (sizeof(int) * n17), nullptr, n17, (~val18) * (n17 * 0));
  return 0;
}
