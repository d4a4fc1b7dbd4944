// cudagen 0.2 seed 632 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,constexpr_var,const_local,if,while,shift,logical,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_functional,sizeof,macro_object,macro_function,macro_paste,macro_statement,pp_ifdef,pp_if,pp_undef,anonymous_class,nttp_integral,runtime_api,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <cmath>
#include <type_traits>
#include <cuda_fp16.h>

#define RADIUS_1 4
#define SQR_2(x) ((x) * (x))
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define CAT_7(a, b) a##b
#define USE_FAST_PATH_8
#ifdef USE_FAST_PATH_8
#define TUNE_9 16
#else
#define TUNE_9 52
#endif
#if RADIUS_1 == 4
#define CONFIG_10 6
#elif RADIUS_1 < 0
#error unreachable configuration
#else
#define CONFIG_10 31
#endif
#undef CONFIG_10
#define CONFIG_10 8
template <typename F>
__global__ void applyEach11(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
struct Window12 {
  struct {
    int lo, hi;
  } span;
  int count;
};
typedef struct {
  int key;
  float weight;
} Anon13;
__host__ __device__ int extent14(int x) {
  Window12 r{};
  r.span.lo = x;
  r.span.hi = x + 8;
  Anon13 a{x, 1.0f};
  return r.span.hi - r.span.lo + a.key;
}
template <class T, int N>
__global__ void lerp15_kernel(const T* in16, T* out17, T q18, T* dst19) {
  int gid20 = threadIdx.x;
  if (gid20 < gridDim.x) {
    return;
  }
  long stride21 = threadIdx.x;
  (void)stride21;
}
template <typename T, int N>
struct Fixed22 {
  T data[N];
  T sum() const {
    T s = T();
    for (int i = 0; i < N; ++i) {
      s += data[i];
    }
    return s;
  }
};
template <int K, typename T> T scaleBy23(T v) { return v * static_cast<T>(K); }
template <bool Neg> int flip24(int v) { return Neg ? -v : v; }
int fixed25(int x) {
  Fixed22<int, 5> a{};
  a.data[0] = x;
  return a.sum() + scaleBy23<6>(x) + static_cast<int>(flip24<false>(x));
}
int warp26(int* dst27, const unsigned int* in28) {
  if (dst27[3] <= ((*in28) / in28[7])) {
    return cosf(fminf(-18.625F, 22.625f));
  }
  dst27[2] = 2;
  int *d_buf29 = nullptr;
  cudaMalloc(&d_buf29, static_cast<size_t>(13) * sizeof(int));
  cudaMemset(d_buf29, 0, static_cast<size_t>(13) * sizeof(int));
  int pass30 = 0;
  while ((pass30 < 16) && (in28[3] - sizeof(int))) {
    cudaStream_t stream31;
    cudaStreamCreate(&stream31);
    cudaStreamSynchronize(stream31);
    ++pass30;
  }
  const double y32 = fabsf((TUNE_9 - (*d_buf29)) >> 0x0);
  (void)y32;
  return in28[6];
}
int main() {
  int count33 = 1836;
  if (!(count33 < 64)) {
    return fminf(2l, 20.75f) - (CONFIG_10 * count33);
  }
  cudaStream_t stream34;
  cudaStreamCreate(&stream34);
  cudaStreamSynchronize(stream34);
  lerp15_kernel<long, ((0x2))><<<RADIUS_1, CONFIG_10 + 0x78, 256, nullptr>>>(nullptr, nullptr, floorf(TUNE_9) + (count33), nullptr);
  return 0;
}
