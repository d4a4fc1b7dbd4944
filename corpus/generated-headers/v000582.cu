// cudagen 0.2 seed 582 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,static_shared,extern_shared,constexpr_var,local_array,if,for,pragma_unroll,static_assert,ternary,shift,comparison,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_float_exponent,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,pp_ifdef,friend_template,cluster_dims,hdr_cmath
// nvcc: -std=c++20 --extended-lambda -arch=sm_90
#include <cuda_runtime.h>
#include <cuda/std/array>
#include <cuda/std/functional>

#define RADIUS_1 16
#define CHUNK_2 128
#define MOD8_3(x) ((x) % 8)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define USE_FAST_PATH_6

#ifdef USE_FAST_PATH_6
#define TUNE_7 12
#else
#define TUNE_7 47
#endif
template <typename T> struct Cell8;
template <typename T> __host__ __device__ T peek9(const Cell8<T> &b);
template <typename T> struct Cell8 {
  __host__ __device__ explicit Cell8(T v) : val(v) {}
  template <typename U> friend __host__ __device__ U peek9(const Cell8<U> &b);
  template <typename U> friend struct Spy10;
private:
  T val;
};
template <typename T> __host__ __device__ T peek9(const Cell8<T> &b) { return b.val; }
template <typename U> struct Spy10 {
  __host__ __device__ static int look(const Cell8<int> &b) { return b.val + static_cast<int>(sizeof(U)); }
};
__host__ __device__ int unlock11(int x) {
  Cell8<int> v(x);
  return peek9(v) + Spy10<float>::look(v);
}

template <typename T, class U>
__global__ void __launch_bounds__((256)) count12(U alpha13) {
  int i14 = (blockIdx.x * blockDim.x) + threadIdx.x;
  #pragma unroll
  for (int j15 = 0; j15 < i14; ++j15) {
    alpha13 = MOD8_3((int)i14);
    U sum16 = (2.75f);
    T k17 = (i14 == (i14 + sum16)) ? ((int)(blockDim.z + 26)) : ((float)TUNE_7);
    (void)k17;
  }
}

__global__ void __launch_bounds__(0400 * 2) decay18(const long long* __restrict__ coef19) {
  extern __shared__ float dyn_20[];
  int i21 = threadIdx.x;
  float base22[4]{static_cast<float>(CHUNK_2), 54ll, float(dyn_20[i21]), 5};
  (void)base22;
  int z23[3] = {' ', -29, i21};
  (void)z23;
  static __shared__ int sh_24[64];
  (void)sh_24;
}
__global__ void __cluster_dims__(2, 2, 1) __launch_bounds__(256) clustered25(int *out, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    out[i] = i + static_cast<int>(blockIdx.y);
  }
}

int main() {
  int size26 = 4011;
  if (44ul > fmaxf(size26, 1e1f)) {
    return size26;
  }
  double f27 = size26;
  (void)f27;
  static_assert((3 * 3) > 010, "tile must fit");
  static_assert(0b101100 > 43, "size check");
  count12<unsigned int, int><<<1 << 9, (TUNE_7 + 4) * 4, 1 << 012>>>(size26);
  decay18<<<32, 32 * 4>>>((const long long*)nullptr);
  clustered25<<<0b100000, 1 << 5, sizeof(float) * 256, 0>>>(&size26, size26 * size26);
  return 0;
}
