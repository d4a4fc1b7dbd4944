// cudagen 0.2 seed 645 valid headers
// features: kernel,launch,host_function,static_host_function,main,const_local,if,for,static_assert,bitwise,shift,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,sizeof,call_operator,explicit_specialization,if_constexpr,type_traits,exceptions
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <numeric>
#include <cmath>
#include <cstdio>
#include <tuple>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}

__global__ void kick4_kernel(const unsigned int* coef5) {
  unsigned long long t6 = 18;
  long flag7 = 55 * (t6 += 2, (47ul & coef5[0]));
  ++t6;
  float stride8 = flag7;
  (void)stride8;
  flag7 = t6;
  if ((*coef5) + 60) {
    return;
  }
}
struct Failure9 {
  int code;
};
int check11(int v) {
  if (v > 14) {
    throw v;
  }
  return v;
}
int guarded10(int x) noexcept {
  try {
    return check11(x);
  } catch (const Failure9 &e) {
    return e.code;
  } catch (int e) {
    return e + 1;
  } catch (...) {
    return 0;
  }
}
struct Clamp12 {
  int k;
  __host__ __device__ int operator()(int v) const { return v * k; }
};
__host__ __device__ int call13(int x) {
  Clamp12 fn{7};
  return fn(x) + fn.operator()(1);
}
template <typename T> struct IsReal15 { static constexpr bool value = false; };
template <> struct IsReal15<float> { static constexpr bool value = true; };
template <> struct IsReal15<double> { static constexpr bool value = true; };
template <typename T>
__device__ int classify14(T v) {
  if constexpr (IsReal15<T>::value) {
    return static_cast<int>(v * 8);
  } else if constexpr (sizeof(T) == 8) {
    return static_cast<int>(v) + 3;
  } else {
    return static_cast<int>(v) + 1;
  }
}

static __host__ float check_fuse16(const unsigned char* input17) {
  long diff18(input17[7]);
  const float base19 = *input17;
  (void)base19;
  for (int j20 = 0; j20 < 0xe; ++j20) {
    diff18 = diff18;
  }
  kick4_kernel<<<(diff18 + 255) / 0400, sizeof(int) * 0x10>>>(nullptr);
  diff18 = 030UL >> input17[6];
  return diff18;
}

int main() {
  int len21 = 1331;
  static_assert(46 > 45, "size check");
  int idx22 = (int)(18 * len21);
  (void)idx22;
  return 0;
}
