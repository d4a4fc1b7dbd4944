// cudagen 0.2 seed 914 valid headers
// features: kernel,kernel_from_macro,launch,launch_dim3,builtin_vars,main,device_var,enum,address_of,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,macro_function,macro_statement,pp_ifdef,pp_undef,variadic_template,pack_expansion,partial_specialization,if_constexpr,sfinae,concept,requires_clause,requires_expression,runtime_api
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <cstdio>
#include <utility>
#include <cooperative_groups.h>
#include <cuda_fp16.h>

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 1
#else
#define TUNE_5 50
#endif
#undef TUNE_5
#define TUNE_5 8
__device__ float d_count6 = 3.625f;
#define DEFINE_MAP_KERNEL_7(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_7(map_combine8, int)
struct Sized9 { __host__ __device__ int size() const { return 15; } };
template <typename T> __host__ __device__ auto sizeOf10(const T &v, int) -> decltype(v.size()) { return v.size(); }
template <typename T> __host__ __device__ int sizeOf10(const T &, long) { return 1; }
template <typename...> struct MakeVoid11 { using type = void; };
template <typename T, typename = void> struct HasSize12 { static constexpr int value = 0; };
template <typename T> struct HasSize12<T, typename MakeVoid11<decltype(T().size())>::type> { static constexpr int value = 1; };
__host__ __device__ int probe13(int x) {
  Sized9 s{};
  return sizeOf10(s, 0) + sizeOf10(x, 0) + HasSize12<Sized9>::value + HasSize12<int>::value;
}
enum Axis14 {
  ON15,
  ON16 = 4,
  GREEN17 = 10,
  ON18 = 13,
  FAST19
};
template <typename T> concept Small20 = sizeof(T) <= 16;
template <typename T> concept Arith21 = requires(T a, T b) {
  a + b;
  { a * b } -> Small20;
  typename T;
};
template <Small20 T> __device__ T twice22(T x) { return x + x; }
template <typename T> requires (sizeof(T) >= 4) __device__ T thrice23(T x) { return x * 3; }
template <typename T> __device__ T quad24(T x) requires Arith21<T> { return x * 4; }
__device__ int sign25(Small20 auto v) { return v != 0 ? 1 : 2; }
template <typename T>
__device__ int measure26(T v) {
  if constexpr (requires { v.size(); }) {
    return static_cast<int>(v.size());
  } else {
    return 1;
  }
}
__host__ __device__ inline double fold27() { return 0.0; }
template <typename T, typename... Rest>
__host__ __device__ double fold27(T first, Rest... rest) {
  return static_cast<double>(first) + fold27(rest...);
}
template <typename... Ts>
__host__ __device__ int count28(Ts... xs) {
  return static_cast<int>(sizeof...(xs));
}
__host__ __device__ int spread30(int x) {
  return static_cast<int>(fold27(x, 6.5f, 6u)) + count28(x, x, 1.0) + count28(static_cast<long>(x), 6);
}

int main() {
  int n31 = 0x480;
  (void)n31;
  map_combine8<<<dim3(4), 512>>>(nullptr, 42UL);
  cudaStream_t stream32;
  cudaStreamCreate(&stream32);
  cudaStreamSynchronize(stream32);
  return 0;
}
