// cudagen 0.2 seed 692 valid headers
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,host_function,main,constexpr_var,local_array,if,goto,ternary,shift,logical,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_const,sizeof,macro_object,macro_function,macro_statement,pp_ifdef,pp_if,explicit_specialization,ctad,deduction_guide,hdr_cmath
#include <cuda_runtime.h>
#include <array>
#include <numeric>
#include <cstdio>
#include <type_traits>
#include <cuda_fp16.h>

#define BLOCK_SIZE_1 16
#define NUM_ITERS_2 64
#define HALF_3(x) ((x) / 2)
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_5(a, b) a##b
#define USE_FAST_PATH_6

#ifdef USE_FAST_PATH_6
#define TUNE_7 5
#else
#define TUNE_7 25
#endif

#if BLOCK_SIZE_1 > 40
#define CONFIG_8 3
#else
#define CONFIG_8 32
#endif
template <typename F>
__global__ void applyEach9(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
template <typename T, typename U> struct Pick10 { static constexpr int value = 1; };
template <> struct Pick10<float, double> { static constexpr int value = 4; };
template <typename T> __host__ __device__ int tag11(T) { return 0; }
template <> __host__ __device__ int tag11<float>(float) { return 1; }
template <> __host__ __device__ int tag11(double) { return 2; }
__host__ __device__ int specialized13(int x) {
  return x + Pick10<char, long>::value + Pick10<float, double>::value + tag11(1.0f) + tag11(x) + tag11(2.0);
}
template <typename T> struct Keep14 {
  T v;
  __host__ __device__ Keep14(T x) : v(x) {}
  __host__ __device__ T get() const { return v; }
};
template <typename A, typename B> struct Twin15 { A a; B b; };
template <typename A, typename B> Twin15(A, B) -> Twin15<A, B>;
template <typename T> struct View16 {
  const T *p;
  int n;
  __host__ __device__ View16(const T *q, int m) : p(q), n(m) {}
};
template <typename T> View16(T *, int) -> View16<T>;
__host__ __device__ int deduce17(int x) {
  Keep14 h(x);
  Keep14 g{9.5};
  Twin15 d{x, 2.5f};
  View16 w(&x, 1);
  return h.get() + static_cast<int>(g.get()) + d.a + w.n;
}

static __global__ void smooth18(int len19, float *__restrict__ dst20, int len21) {
  len21 = floorf(dst20[0b111]);
  long long flag22[3]{0x14B, 7ll, 024ul};
  (void)flag22;
  int lo23[6] = {};
  if (!len21) {
    goto finish24;
  }
  if (len19 != lo23[len21])
    return;
finish24:;
}

int check_scale25(const float *in26) {
  if (55 <= (((*in26) >= sizeof(int)) ? in26[2] : in26[3])) {
    goto finish27;
  }
  if (in26[0b111] <= (in26[0x0] * 31lu))
    return (*in26) - 0x1B;
  smooth18<<<CONFIG_8 + 96, dim3((128), 0x20 * 16, 0x1 << (TUNE_7 + 3))>>>(CONFIG_8 * ((in26[0x5] >= in26[7]) ? in26[7] : 20), nullptr, 5 * in26[4]);
  if ((in26[0]) >= (*in26))
    return sinf(-24.625f);
finish27:;
  return (in26[0x4] == (*in26)) ? (((float)(*in26)) * BLOCK_SIZE_1) : 53;
}

int main() {
  int size28 = 1227;
  size28 = size28;
  specialized13(size28);
  return 0b0;
}
