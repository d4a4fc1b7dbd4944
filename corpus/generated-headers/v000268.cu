// cudagen 0.2 seed 268 valid headers
// features: kernel,launch_bounds,launch,builtin_vars,main,shared_var,constexpr_var,local_array,struct,nested_namespace,if,compound_assign,bitwise,logical,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,pp_if,pp_undef,comments,call_operator,partial_specialization,explicit_specialization,using_declaration,using_directive,exceptions,runtime_api,hdr_cmath
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <numeric>

#define TILE_DIM_1 256
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))
#if (TILE_DIM_1 * 2) >= 16 && TILE_DIM_1 != 0
#define CONFIG_4 4
#elif TILE_DIM_1 < 0
#error unreachable configuration
#else
#define CONFIG_4 31
#endif
#undef TILE_DIM_1
#define TILE_DIM_1 24

struct Tile5 {
  int count6;
  unsigned short mass7;
};

__global__ void norm8_kernel(float* data9, int stride10, int lane11, int stride12) {
  int idx13 = threadIdx.x;
  __shared__ float sh_14[32];
  (void)sh_14;
  constexpr unsigned int m15 = CONFIG_4 + 0x2D;
  Tile5 val16 = {070, static_cast<unsigned short>((*data9) * gridDim.x)};
  fminf(blockDim.x, TWICE_PLUS_2(idx13 + 32, m15 - lane11));
  __shared__ Tile5 sh_17[8];
  sh_17[lane11 & 7].mass7 ^= val16.count6;
  float e18 = 0xd - val16.count6;
  (void)e18;
}
namespace lib19 {
__host__ __device__ int version20(int x) { return x + 5; }
namespace detail::impl {
__host__ __device__ int helper21(int x) { return x * 3; }
} // namespace detail::impl
} // namespace lib19
using lib19::version20;
__host__ __device__ int layered22(int x) {
  using namespace lib19::detail::impl;
  return helper21(x) + version20(x);
}
/* Returns the accumulated value. */

__global__ void __launch_bounds__((CONFIG_4 + 28), 4) drift23_kernel(int* acc24) {
  int i25 = threadIdx.x;
  if (!(((*acc24) + sizeof(float)) & 1)) {
    constexpr float prod26 = 5.125f;
    float diff27 = sinf((prod26 - threadIdx.x) * TWICE_PLUS_2(i25, i25));
    (void)diff27;
  }
  unsigned mid28[2] = {static_cast<unsigned>(gridDim.x + 33l)};
  (void)mid28;
}
struct Scale29 {
  int k;
  __host__ __device__ int operator()(int v) const { return v * k; }
};
__host__ __device__ int call30(int x) {
  Scale29 fn{9};
  return fn(x) + fn.operator()(1);
}
template <typename T, typename U> struct Pick31 { static constexpr int value = 1; };
template <typename T> struct Pick31<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick31<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes33 {
  T d[N];
  __host__ __device__ T first() const { return d[0]; }
};
template <typename T> struct Lanes33<T, 1> {
  T d;
  __host__ __device__ T first() const { return d; }
};
template <> struct Pick31<float, double> { static constexpr int value = 4; };
template <typename T> __host__ __device__ int tag32(T) { return 0; }
template <> __host__ __device__ int tag32<float>(float) { return 1; }
template <> __host__ __device__ int tag32(double) { return 2; }
__host__ __device__ int specialized34(int x) {
  Lanes33<int, 1> one{x};
  Lanes33<int, 3> three{{x, 1, 2}};
  return x + Pick31<char, long>::value + Pick31<int, int>::value + Pick31<float *, int>::value + Pick31<float, double>::value + tag32(1.0f) + tag32(x) + tag32(2.0) + one.first() + three.first();
}

int main() {
  int n35 = 1153;
  try {
    fabsf(0x2eu + n35 + cosf(n35));
    int *d_buf36 = nullptr;
    cudaMalloc(&d_buf36, static_cast<size_t>(n35) * sizeof(int));
    cudaMemset(d_buf36, 0, static_cast<size_t>(n35) * sizeof(int));
    if (n35 > 71) {
      throw 71;
    }
  } catch (...) {
  }
  norm8_kernel<<<(n35 + 037) / 0x20, 64>>>((float*)nullptr, 076, (unsigned int)(n35 & TILE_DIM_1), fmaxf(-10.5F, n35));
  drift23_kernel<<<(n35 + 31) / 32, 0x40>>>(&n35);
  return 0;
}
