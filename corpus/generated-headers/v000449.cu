// cudagen 0.2 seed 449 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,builtin_vars,host_function,main,constexpr_var,if,ternary,compound_assign,bitwise,shift,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,macro_object,macro_function,pp_if,comments,ctad,deduction_guide,if_constexpr,type_traits,hdr_cmath,hdr_type_traits
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <array>
#include <type_traits>

#define NUM_ITERS_1 5
#define CHUNK_2 ((4))
#define LOW_BITS_3(x) ((x) & 0xF)
#define TWICE_PLUS_4(a, b) (2 * (a) + (b))
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)

#if CHUNK_2 % 2 == 0 || CHUNK_2 < 4
#define CONFIG_7 8
#else
#define CONFIG_7 28
#endif
template <typename T>
__device__ int classify8(T v) {
  if constexpr (!std::is_integral_v<T>) {
    return static_cast<int>(v * 6);
  } else if constexpr (sizeof(T) == 8) {
    return static_cast<int>(v) + 3;
  } else {
    return static_cast<int>(v) + 1;
  }
}
// Returns the accumulated value.

template <typename T, int N>
__global__ void __launch_bounds__(NUM_ITERS_1 + 59, 0x1) trace9(const T *input10, const float *__restrict__ coef11)
{
  fmaxf((N + threadIdx.y), floorf(N % blockIdx.x));
  if ((*coef11) >= N) {
    float lim12 = 24.375f;
    (void)lim12;
    unsigned short z13 = fabsf((N | blockDim.z) << 2);
    (void)z13;
  }
  int q14 = N;
  (void)q14;
}
template <typename T> struct Keep15 {
  T v;
  __host__ __device__ Keep15(T x) : v(x) {}
  __host__ __device__ T get() const { return v; }
};
template <typename A, typename B> struct Twin16 { A a; B b; };
template <typename A, typename B> Twin16(A, B) -> Twin16<A, B>;
template <typename T> struct View17 {
  const T *p;
  int n;
  __host__ __device__ View17(const T *q, int m) : p(q), n(m) {}
};
template <typename T> View17(T *, int) -> View17<T>;
__host__ __device__ int deduce18(int x) {
  Keep15 h(x);
  Keep15 g{9.5};
  Twin16 d{x, 2.5f};
  View17 w(&x, 1);
  return h.get() + static_cast<int>(g.get()) + d.a + w.n;
}

void run_weigh19(int *__restrict__ acc20, unsigned a21)
{
  if (a21 != ('0' | a21))
    trace9<unsigned int, ((3))><<<(a21 + 31) / 32, 1 << 6>>>(&a21, static_cast<const float*>(nullptr));
  trace9<double, 5><<<0x1 << (NUM_ITERS_1 + 2), (CHUNK_2 + 0174) * 2>>>(nullptr, static_cast<const float*>(nullptr));
  trace9<long, 0x8><<<1, 32 * 16>>>((const long*)nullptr, nullptr);
  a21 |= acc20[4];
  a21 <<= CHUNK_2;
  expf(6.75F);
}

int main()
{
  int n22 = 2179;
  if ((0x2f % n22) < (n22)) {
    n22 = ((int)n22) - ((float)(3 * n22));
    trace9<unsigned int, 8><<<(n22 + 255) / 256, 128>>>(nullptr, nullptr);
  }
  n22 = ((n22 + n22) & 1) ? static_cast<int>(n22 - n22) : n22;
  n22 %= (38u | deduce18(CONFIG_7)) | n22;
  return 0;
}
