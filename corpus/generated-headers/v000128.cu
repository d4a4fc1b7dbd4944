// cudagen 0.2 seed 128 valid headers
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,device_function,device_forceinline,device_noinline,host_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,enum_class,using_alias,nested_block,ternary,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,cast_c,sizeof,macro_object,local_class,alias_template,variable_template,hdr_tuple
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <algorithm>
#include <tuple>
#include <cuda_fp16.h>
#include <compare>

#define BLOCK_SIZE_1 128
#define CHUNK_2 (0x10)
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
enum class Op4 { Green5, Mul6, Red7 };
enum class Mode8 {
  Fast9 = 2,
  Idle10,
  On11 = 8,
  Slow12 = 12,
  Busy13
};

__global__ void pack14_kernel(size_t b15, int stride16)
{
  extern __shared__ int dyn_17[];
  stride16 = BLOCK_SIZE_1;
  struct Local18 {
    int s;
    __host__ __device__ int add(int v) { s += v; return s; }
  };
  Local18 lo19{4};
  int val20 = lo19.add(37U);
  (void)val20;
  __shared__ int sh_21[8];
  (void)sh_21;
  float prod22 = (dyn_17[b15] += -0b110011, b15);
  (void)prod22;
}

__device__ __noinline__ float apply23(unsigned int q24)
{
  ++q24;
  q24 = 1694UL * q24;
  return ((q24 + q24) <= sizeof(unsigned char)) ? q24 : q24;
}
using idx25_t = int;
template <typename T> using Ptr27 = T *;
template <typename A, typename B> struct Duo28 { A a; B b; };
template <typename T> using Same29 = Duo28<T, T>;
template <typename T> constexpr T kScale30 = T(6);
template <typename T> constexpr int kSize31 = static_cast<int>(sizeof(T)) * 3;
__host__ __device__ int aliased26(int x) {
  Ptr27<int> p = &x;
  Same29<int> d{x, 5};
  return x + *p + d.a + d.b + kSize31<double> + static_cast<int>(kScale30<float>);
}

__device__ __forceinline__ void split32(unsigned a33, int lane34, const float* __restrict__ coef35)
{
  char res36 = coef35[7];
  (void)res36;
  int y37 = kSize31<int>;
  (void)y37;
  {
    float e38 = (14lu);
    (void)e38;
    --lane34;
  }
  float e39 = ((0.0F + lane34) * coef35[lane34]) + 5;
  (void)e39;
  struct Local40 {
    int s;
    __host__ __device__ int add(int v) { s += v; return s; }
  };
  Local40 diff41{3};
  int v42 = diff41.add(50);
  (void)v42;
}

constexpr int shade43(idx25_t len44)
{
  return kSize31<char> >> (len44 += kSize31<int>, kSize31<int>);
}

int main()
{
  int n45 = 2425;
  std::tuple<int, float, double> tup46{n45, 2.0f, 3.0};
  int flag47 = std::get<0>(tup46) + static_cast<int>(std::get<double>(tup46)) + static_cast<int>(std::tuple_size<decltype(tup46)>::value);
  --n45;
  pack14_kernel<<<0b10 * (kSize31<char> + 0x1), 4 * 16, 0x100, nullptr>>>(kSize31<char> << ((flag47 > kSize31<char>) ? 2 : n45), 64);
  return 0;
}
