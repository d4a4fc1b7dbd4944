// cudagen 0.2 seed 919 valid headers
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,constexpr_function,main,device_array,shared_var,constexpr_var,typedef,for,pragma_unroll,ternary,compound_assign,bitwise,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,macro_object,macro_paste,macro_statement,pp_ifdef,pp_if,local_class,variadic_template,pack_expansion,alias_template,hdr_cmath,hdr_cuda_std
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <numeric>
#include <cmath>
#include <cuda/std/array>
#include <cuda/std/functional>

#define RADIUS_1 4
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
#define USE_FAST_PATH_6

#ifdef USE_FAST_PATH_6
#define TUNE_7 1
#else
#define TUNE_7 55
#endif

#if (RADIUS_1 * 2) >= 63 && RADIUS_1 != 0
#define CONFIG_8 8
#else
#define CONFIG_8 10
#endif
template <typename F>
__global__ void applyEach9(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
__device__ float d_clamp10[4];

static __global__ void fuse11(int* __restrict__ dst12, const float* coef13, float alpha14) {
  dst12[1] -= sinf(coef13[0x1]);
  (*dst12) &= 14;
  d_clamp10[3] *= d_clamp10[0x0];
  #pragma unroll
  for (int n15 = TUNE_7 + 6; n15 > 0; --n15) {
    (*dst12) ^= -n15;
    constexpr unsigned char w16 = 0x3cll;
    (void)w16;
  }
}
__host__ __device__ inline double fold17() { return 0.0; }
template <typename T, typename... Rest>
__host__ __device__ double fold17(T first, Rest... rest) {
  return static_cast<double>(first) + fold17(rest...);
}
template <typename... Ts>
__host__ __device__ int count18(Ts... xs) {
  return static_cast<int>(sizeof...(xs));
}
__host__ __device__ int spread20(int x) {
  return static_cast<int>(fold17(x, 3.5f, 3u)) + count18(x, x, 1.0);
}
typedef double real21_t;
template <typename T> using Ptr23 = T *;
template <typename A, typename B> struct Duo24 { A a; B b; };
template <typename T> using Same25 = Duo24<T, T>;
__host__ __device__ int aliased22(int x) {
  Ptr23<int> p = &x;
  Same25<int> d{x, 5};
  return x + *p + d.a + d.b;
}

template <typename T, int N>
__global__ void rank26(const T* __restrict__ coef27, int lane28, int* dst29) {
  for (int n30 = 0; n30 < 0xB; ++n30) {
    struct Local31 {
      int s;
      __host__ __device__ int add(int v) { s += v; return s; }
    };
    Local31 diff32{0};
    int off33 = diff32.add(*coef27);
    (void)off33;
    __shared__ short sh_34[64];
    (void)sh_34;
    cuda::std::array<int, 4> lanes35{};
    lanes35[0] = lane28;
    int total36 = lanes35[0] + static_cast<int>(lanes35.size()) + cuda::std::plus<int>()(lanes35[1], 1);
    (void)total36;
  }
  #pragma unroll
  for (int j37 = 0, j38 = lane28; j37 < j38; (++j37, (--j38))) {
    fminf(cosf((17.5f)), 33);
    constexpr double y39 = '0';
    (void)y39;
  }
}

constexpr int run_mix40(int stride41) {
  return stride41 * stride41;
}

int main() {
  int len42 = 0xb9c;
  len42 = len42 / 60u;
  rank26<unsigned, 3><<<TUNE_7 + (TUNE_7 + 6), (CONFIG_8 + 246), 0>>>((const unsigned*)nullptr, (CAT_5(len, 42) ? 31 : 50) / len42, &len42);
  fuse11<<<dim3(1, (len42 + 127) / 128), CONFIG_8 + 54, 0x0, nullptr>>>((int*)nullptr, nullptr, TUNE_7);
  return 0;
}
