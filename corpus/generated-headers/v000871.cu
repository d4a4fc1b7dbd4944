// cudagen 0.2 seed 871 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,static_host_function,main,constexpr_var,bitwise,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_float,lit_float_exponent,lit_nullptr,cast_c,sizeof,macro_object,macro_statement,pp_ifdef,anonymous_class,exceptions,hdr_vector,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <cstdio>
#include <utility>
#include <compare>

#define CHUNK_1 128
#define CHUNK_2 128
#define WARPS_3 (8)
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#ifndef USE_FAST_PATH_5
#define TUNE_6 13
#else
#define TUNE_6 26
#endif
struct Window7 {
  struct {
    int lo, hi;
  } span;
  int count;
};
typedef struct {
  int key;
  float weight;
} Anon8;
__host__ __device__ int extent9(int x) {
  Window7 r{};
  r.span.lo = x;
  r.span.hi = x + 3;
  Anon8 a{x, 1.0f};
  return r.span.hi - r.span.lo + a.key;
}

__global__ void sweep10_kernel(long beta11)
{
  beta11 = beta11;
  float lo12{875e-3F};
  (void)lo12;
}

static int run_kick13(int n14, float *dst15)
{
  dst15[n14 & 7] = CHUNK_2 * dst15[2];
  sweep10_kernel<<<dim3(1), sizeof(int) * 8, 0, nullptr>>>(fminf(n14, -3.75F) * (dst15[0] + 0b1001));
  return 46;
}

int main()
{
  int count16 = 1149;
  std::vector<double> vec17(static_cast<size_t>(count16) % 64 + 1);
  vec17.push_back(static_cast<double>(1));
  vec17[0] = static_cast<double>(count16);
  double *ptr18 = vec17.data();
  int count19 = static_cast<int>(vec17.size());
  (void)ptr18;
  run_kick13(count19, (float*)nullptr);
  try {
    ceilf(count16);
    if (count19 > 99) {
      throw 99;
    }
  } catch (...) {
  }
  return 0;
}
