// cudagen 0.2 seed 743 valid headers
// features: kernel,kernel_static,launch_bounds,launch,launch_shared_mem,host_device_function,main,local_array,switch,goto,nested_block,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_paste,macro_statement,pp_ifdef,comments,multiple_inheritance,nttp_dependent_type,enable_if,partial_specialization,sfinae
#include <cuda_runtime.h>
#include <cstdio>
#include <cuda/std/array>
#include <cuda/std/functional>

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_2(a, b) a##b
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 14
#else
#define TUNE_4 28
#endif
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
// Layout: row-major, no padding.

__device__ __host__ int norm6(float alpha7)
{
  if (CAT_2(alpha, 7) < 19) {
    goto out8;
  }
  switch ((short)alpha7) {
  case 9:
    break;
  case sizeof(float) * 2:
    break;
  case 7:
    alpha7 = static_cast<int>(149);
    break;
  }
  alpha7--;
out8:;
  return 0b0lu;
}
template <bool B, typename T = void> struct EnableIf10 {};
template <typename T> struct EnableIf10<true, T> { using type = T; };
template <typename T> struct IsSmall11 { static constexpr bool value = sizeof(T) <= 4; };
template <typename T, typename EnableIf10<IsSmall11<T>::value, int>::type = 0>
int narrow9(T v) { return static_cast<int>(v) + 1; }
template <typename T, typename EnableIf10<!IsSmall11<T>::value, int>::type = 0>
int narrow9(T v) { return static_cast<int>(v) + 2; }
struct Base13 {
  int m0;
  __host__ __device__ int get0() const { return m0 * 3; }
};
struct Trait14 {
  int m1;
  __host__ __device__ int get1() const { return m1 * 1; }
};
struct Part15 {
  int m2;
  __host__ __device__ int get2() const { return m2 * 3; }
};
struct Blend12 : public Base13, Trait14, Part15 {
  int own;
  __host__ __device__ int sum() const { return get0() + get1() + get2() + own; }
};
__host__ __device__ int mix16(int x) {
  Blend12 d{};
  d.m0 = x + 0;
  d.m1 = x + 1;
  d.m2 = x + 2;
  d.own = x;
  return d.sum();
}

static __global__ void __launch_bounds__(sizeof(unsigned int) * (TUNE_4 + (TUNE_4 + (TUNE_4 + 214)))) step17_kernel(long* buf18, int* data19, const unsigned long* input20)
{
  data19[1] = 22;
  int diff21(56);
  {
    int e22[8] = {59ul, 54, 3};
    (void)e22;
    (*data19) |= diff21 - ((buf18[4] ^ 19L) + (055));
  }
  int idx23 = +((diff21 == (*buf18)) ? 22ul : 47);
  (void)idx23;
}

int main(void)
{
  int size24 = 81;
  step17_kernel<<<sizeof(float), (TUNE_4 + (TUNE_4 + 0144)) * 2, sizeof(float) * 256>>>(static_cast<long*>(nullptr), nullptr, nullptr);
  --size24;
  return 0;
}
