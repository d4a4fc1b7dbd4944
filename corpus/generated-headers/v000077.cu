// cudagen 0.2 seed 77 valid headers
// features: launch,launch_shared_mem,launch_stream,main,shift,address_of,call,macro_statement,union,union_anonymous,call_operator,partial_specialization,cluster_dims,hdr_cmath
// nvcc: -arch=sm_90
#include <cuda_runtime.h>
#include <numeric>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
template <typename T, typename U> struct Pick5 { static constexpr int value = 1; };
template <typename T> struct Pick5<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick5<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes7 {
  T d[N];
  T first() const { return d[0]; }
};
template <typename T> struct Lanes7<T, 1> {
  T d;
  T first() const { return d; }
};
int specialized8(int x) {
  Lanes7<int, 1> one{x};
  Lanes7<int, 3> three{{x, 1, 2}};
  return x + Pick5<char, long>::value + Pick5<int, int>::value + Pick5<float *, int>::value + one.first() + three.first();
}
struct Raw9 {
  int tag;
  union {
    int i;
    float f;
  };
};
__host__ __device__ float use10(int x) {
  Raw9 v{};
  v.tag = x;
  if (x > 2) {
    v.f = 9.5f;
    return v.f;
  }
  v.i = static_cast<int>(x);
  return static_cast<float>(v.i) + 1.0f;
}
struct Scale11 {
  int k;
  __host__ __device__ int operator()(int v) const { return v * k; }
};
__host__ __device__ int call12(int x) {
  Scale11 fn{9};
  return fn(x) + fn.operator()(1);
}
__global__ void __cluster_dims__(2, 1, 1) clustered13(int *out, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    out[i] = i + static_cast<int>(blockIdx.y);
  }
}
int main() {
  int n14 = 478;
  n14 = n14;
  clustered13<<<4, 1 << 9, (256), nullptr>>>(&n14, floorf(n14));
  return 0;
}
