// cudagen 0.2 seed 258 valid headers
// features: kernel,restrict_params,launch,builtin_vars,main,device_var,shared_var,static_shared,if,do_while,switch,switch_fallthrough,ternary,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_function,pp_ifdef,pp_if,call_operator,variadic_template,pack_expansion,fold_expression,hdr_cmath,hdr_cooperative_groups
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <numeric>
#include <cmath>
#include <cooperative_groups.h>

#define SQR_1(x) ((x) * (x))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 2
#else
#define TUNE_5 61
#endif

#if TUNE_5 == 2
#define CONFIG_6 2
#else
#define CONFIG_6 17
#endif
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}

__global__ void spread8_kernel(const unsigned* coef9, const int* __restrict__ src10, unsigned int p11)
{
  int tid12 = threadIdx.x;
  (void)tid12;
  switch (p11 ^ 3787L) {
  case (CONFIG_6):
    if ((p11 + coef9[0]) > 'A')
      break;
    if (coef9 == nullptr)
      p11 = 14;
    [[fallthrough]];
  case 5:
    break;
  case CONFIG_6 + (TUNE_5 + 2): {
    int w13 = 0;
    do {
      int* s14 = nullptr;
      (void)s14;
      static __shared__ int sh_15[256];
      (void)sh_15;
      ++w13;
    } while (w13 < 12);
    break;
  }
  case (TUNE_5 + TUNE_5):
    break;
  }
}
__device__ double d_score16;

__global__ void bump17(size_t* __restrict__ acc18)
{
  int tid19 = (blockIdx.x * blockDim.x) + threadIdx.x;
  acc18[tid19] = (unsigned int)((float)(d_score16 * gridDim.y));
  if (((0b101100 >= tid19) ? tid19 : 2) >= d_score16) {
    int e20{tid19};
    if ((acc18[blockIdx.x] % 16) <= (6))
      d_score16 = e20;
    cooperative_groups::thread_block group21 = cooperative_groups::this_thread_block();
    int rank22 = static_cast<int>(group21.thread_rank()) + static_cast<int>(group21.size());
    group21.sync();
    (void)rank22;
  }
}
template <typename... Ts>
__device__ double fold23(Ts... xs) {
  return (... + static_cast<double>(xs));
}
template <typename... Ts>
__device__ int count24(Ts... xs) {
  int values[] = {static_cast<int>(xs)...};
  return values[0] + static_cast<int>(sizeof...(Ts));
}
__device__ int spread26(int x) {
  return static_cast<int>(fold23(x, 2.5f, 2u)) + count24(x, x, 1.0);
}
struct Scale27 {
  int k;
  __host__ __device__ int operator()(int v) const { return v * k; }
  template <typename T>
  __host__ __device__ T operator()(T a, T b) const { return a + b; }
};
__host__ __device__ int call28(int x) {
  Scale27 fn{7};
  return fn(x) + fn(x, 1);
}

int main()
{
  int count29 = 877;
  spread8_kernel<<<sizeof(float) * 32, 1 << (CONFIG_6 + (TUNE_5 + (TUNE_5 + CONFIG_6)))>>>(static_cast<const unsigned int*>(nullptr), (const int*)nullptr, fmaxf(7.5f, SQR_1(count29)));
  count29++;
  bump17<<<(count29 + 63) / 64, TUNE_5 + (TUNE_5 + 252)>>>(nullptr);
  return 0;
}
