// cudagen 0.2 seed 514 valid headers
// features: kernel,restrict_params,launch,device_function,device_template_function,main,constexpr_var,if,if_else,for,ternary,compound_assign,bitwise,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,alignof,macro_statement,pp_ifdef,pp_undef,comments,multiple_inheritance,virtual_inheritance,virtual_function,ctad,deduction_guide,if_constexpr,runtime_api
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <cooperative_groups.h>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b
#define USE_FAST_PATH_3

#ifndef USE_FAST_PATH_3
#define TUNE_4 14
#else
#define TUNE_4 31
#endif
#undef TUNE_4
#define TUNE_4 48
constexpr long STEPS5 = 0x2;
struct Root7 {
  int v = 6;
  __host__ __device__ virtual int get() const { return v; }
  __host__ __device__ virtual ~Root7() {}
};
struct Left8 : virtual Root7 {
  __host__ __device__ int get() const override { return v + 1; }
};
struct Right9 : virtual public Root7 {
  int r = 4;
};
struct Join10 : Left8, Right9 {};
__host__ __device__ int dispatch6(int x) {
  Join10 j;
  j.v = x;
  const Root7 &t = j;
  return t.get() + j.r;
}
template <typename T> struct Keep11 {
  T v;
  __host__ __device__ Keep11(T x) : v(x) {}
  __host__ __device__ T get() const { return v; }
};
template <typename A, typename B> struct Twin12 { A a; B b; };
template <typename A, typename B> Twin12(A, B) -> Twin12<A, B>;
template <typename T> struct View13 {
  const T *p;
  int n;
  __host__ __device__ View13(const T *q, int m) : p(q), n(m) {}
};
template <typename T> View13(T *, int) -> View13<T>;
__host__ __device__ int deduce14(int x) {
  Keep11 h(x);
  Keep11 g{1.5};
  Twin12 d{x, 2.5f};
  View13 w(&x, 1);
  return h.get() + static_cast<int>(g.get()) + d.a + w.n;
}

__global__ void tile15_kernel(const unsigned *input16, float *acc17, const float *__restrict__ in18) {
  acc17[4] = *acc17;
  int m19 = (TUNE_4 % ((*input16) - TUNE_4)) - (((acc17 == nullptr) ? ' ' : 61ll) - (*acc17));
  unsigned long long t20{static_cast<unsigned long long>(((float)(*acc17)) + 3724ul)};
  (void)t20;
  if (static_cast<double>(static_cast<int>(in18[m19 & 0b111])) >= (*in18)) {
    int sum21 = 0x15;
    (void)sum21;
  } else {
    if constexpr (sizeof(int) == 4) {
    }
  }
}
// Helper used by the kernels below.

template <typename T>
__device__ T reduce22(T a23) {
  if (9 < static_cast<float>(a23 + TUNE_4)) {
    for (int it24 = 0; it24 < 0b111; it24 += 0x3) {
      unsigned int u25 = (TUNE_4 + a23);
      (void)u25;
    }
    a23 -= 1.375f * a23 * ((char)(STEPS5 - a23));
    a23 -= alignof(char);
  } else if (STEPS5 < (+(a23 + 19))) {
    T lo26 = (int)(STEPS5 / ((long long)a23));
    (void)lo26;
  }
  return 5.5;
}

int main(void) {
  int len27 = 1073;
  constexpr unsigned int mid28 = 1;
  tile15_kernel<<<(len27 + 127) / 128, 0b10000000>>>(&mid28, (float*)nullptr, (const float*)nullptr);
  len27 *= STEPS5;
  cudaStream_t stream29;
  cudaStreamCreate(&stream29);
  cudaStreamSynchronize(stream29);
  int acc30 = len27;
  (void)acc30;
  return 0;
}
