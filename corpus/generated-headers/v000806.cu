// cudagen 0.2 seed 806 valid headers
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,main,shared_var,extern_shared,constexpr_var,const_local,if,if_else,if_init,ternary,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_nullptr,cast_c,sizeof,macro_paste,macro_statement,pp_ifdef,pp_undef,variadic_template,pack_expansion,nttp_dependent_type,enable_if,partial_specialization,explicit_specialization,sfinae,runtime_api
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <array>

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
#ifdef USE_FAST_PATH_5
#define TUNE_6 6
#else
#define TUNE_6 30
#endif
#undef TUNE_6
#define TUNE_6 12
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
__device__ inline double fold8() { return 1.0; }
template <typename T, typename... Rest>
__device__ double fold8(T first, Rest... rest) {
  return static_cast<double>(first) * fold8(rest...);
}
template <typename... Ts>
__device__ int count9(Ts... xs) {
  int values[] = {static_cast<int>(xs)...};
  return values[0] + static_cast<int>(sizeof...(Ts));
}
__device__ int spread11(int x) {
  return static_cast<int>(fold8(x, 4.5f, 4u)) + count9(x, x, 1.0);
}
__global__ void __launch_bounds__(1 << 9, 3) drift12_kernel(unsigned long long *__restrict__ dst13, unsigned int beta14, int count15)
{
  extern __shared__ float dyn_16[];
  if (count15 == ((beta14 * 10) / (TUNE_6 << (*dst13)))) {
    int t17(dyn_16[0]);
    const double z18 = 24.125 * (dyn_16[2] += t17, 1.75);
    (void)z18;
    t17 = beta14;
  } else {
  }
}
__global__ void __launch_bounds__(256) drift19(int n20, float alpha21)
{
  extern __shared__ unsigned short dyn_22[];
  dyn_22[5]++;
  if (sizeof(float) <= alpha21) {
    float k23 = n20 + alpha21;
    (void)k23;
  }
  signed char r24 = ((alpha21 * n20) / ((n20 != n20) ? TUNE_6 : 17));
  if (unsigned char flag25 = r24; CAT_4(n, 20) > flag25) {
    alpha21 = 11.75f;
    alpha21 = sizeof(int);
  } else {
  }
}
template <typename T, typename U> struct Pick26 { static constexpr int value = 1; };
template <> struct Pick26<float, double> { static constexpr int value = 4; };
template <typename T> int tag27(T) { return 0; }
template <> int tag27<float>(float) { return 1; }
template <> int tag27(double) { return 2; }
int specialized29(int x) {
  return x + Pick26<char, long>::value + Pick26<float, double>::value + tag27(1.0f) + tag27(x) + tag27(2.0);
}
template <bool B, typename T = void> struct EnableIf31 {};
template <typename T> struct EnableIf31<true, T> { using type = T; };
template <typename T> struct IsSmall32 { static constexpr bool value = sizeof(T) <= 4; };
template <typename T, typename EnableIf31<IsSmall32<T>::value, int>::type = 0>
__device__ int narrow30(T v) { return static_cast<int>(v) + 1; }
template <typename T, typename EnableIf31<!IsSmall32<T>::value, int>::type = 0>
__device__ int narrow30(T v) { return static_cast<int>(v) + 2; }
float check_scatter33(long *data34, int stride35)
{
  drift12_kernel<<<dim3(1 << 2), dim3((stride35 + 63) / 0b1000000, (TUNE_6 + (TUNE_6 + (TUNE_6 + 92))), (64)), 0>>>(nullptr, stride35 - (64ll - stride35), -3'242);
  int *d_buf36 = nullptr;
  cudaMalloc(&d_buf36, static_cast<size_t>(stride35) * sizeof(int));
  cudaMemset(d_buf36, 0, static_cast<size_t>(stride35) * sizeof(int));
  stride35 = -d_buf36[3];
  return -(stride35);
}
int main()
{
  int len37 = 1782;
  drift12_kernel<<<dim3((len37 + 255) / 256, 1, (TUNE_6 + 4)), TUNE_6 + (TUNE_6 + 232), TUNE_6 + 244, 0>>>((unsigned long long*)nullptr, (len37) / ((len37 >= 62) ? len37 : 25), -(33l * len37));
  if ((CAT_4(len, 37) <= len37) || ((len37 - len37) != 61)) {
    drift19<<<sizeof(int), dim3((64), sizeof(float) * (TUNE_6 + 116)), sizeof(int) * 1024, (cudaStream_t)0>>>((len37 + len37) * (33), (+CAT_4(len, 37)) * (len37));
    float stride38 = (CAT_4(len, 37) + len37) + len37;
    (void)stride38;
  } else if ((len37 - len37) <= (-(len37 * '0'))) {
  } else {
  }
  return 0;
}
