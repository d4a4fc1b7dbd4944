// cudagen 0.2 seed 984 valid headers
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,constexpr_function,main,constexpr_var,local_array,for,ternary,compound_assign,bitwise,shift,logical,comparison,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,partial_specialization,explicit_specialization
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <cstdio>
#include <type_traits>
#include <utility>
#include <cooperative_groups.h>
#include <compare>

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define HALF_2(x) ((x) / 2)
template <typename T, typename U> struct Pick3 { static constexpr int value = 1; };
template <typename T> struct Pick3<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick3<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes5 {
  T d[N];
  __host__ __device__ T first() const { return d[0]; }
};
template <typename T> struct Lanes5<T, 1> {
  T d;
  __host__ __device__ T first() const { return d; }
};
template <> struct Pick3<float, double> { static constexpr int value = 4; };
template <typename T> __host__ __device__ int tag4(T) { return 0; }
template <> __host__ __device__ int tag4<float>(float) { return 1; }
template <> __host__ __device__ int tag4(double) { return 2; }
__host__ __device__ int specialized6(int x) {
  Lanes5<int, 1> one{x};
  Lanes5<int, 3> three{{x, 1, 2}};
  return x + Pick3<char, long>::value + Pick3<int, int>::value + Pick3<float *, int>::value + Pick3<float, double>::value + tag4(1.0f) + tag4(x) + tag4(2.0) + one.first() + three.first();
}

static __global__ void filter7(unsigned char* buf8, long long beta9) {
  for (int j10 = 15; j10 > 0b0; --j10) {
    double hi11[4] = {static_cast<double>(j10 - buf8[0b111])};
    (void)hi11;
    double m12 = 5.375 * (threadIdx.z ^ j10);
    (void)m12;
    constexpr long long res13 = 0b111010;
    (void)res13;
  }
}

constexpr int sift14(int len15) {
  len15 = ((~(len15)) != int(35)) ? (((len15 == 46) ? len15 : 2ULL) & len15) : 40;
  return ((!(len15 != len15)) ? 11 : (7UL * len15)) * ((len15 - 27ll) | sizeof(double));
}

int main() {
  int size16 = 973;
  filter7<<<dim3((size16 + 0b1111111) / 0b10000000, 8 * 4, (size16 + 31) / 32), dim3(1 << 6, (size16 + 31) / 32), sizeof(int) * 256>>>((unsigned char*)nullptr, -61LL);
  filter7<<<1 << 7, 512, 2048 * 2, nullptr>>>(nullptr, 0b100110u);
  filter7<<<2 * 0b10000, dim3((size16 + 63) / 64)>>>(nullptr, +size16);
  size16 = (+size16);
  size16 >>= int(size16) + static_cast<unsigned char>(HALF_2(size16));
  return 0b0;
}
