// cudagen 0.2 seed 466 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,device_function,main,shared_var,extern_shared,constexpr_var,local_array,if,if_else,for,switch,compound_assign,bitwise,comparison,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,macro_paste,pp_ifdef,pp_if,comments,operator_overload_more,if_constexpr,rdc_extern_device_var,hdr_cmath
// nvcc: -rdc=true
#include <cuda_runtime.h>
#include <vector>
#include <utility>

#define CAT_1(a, b) a##b

#ifdef USE_FAST_PATH_2
#define TUNE_3 3
#else
#define TUNE_3 42
#endif

#if TUNE_3 % 2 == 0 || TUNE_3 < 4
#define CONFIG_4 2
#else
#define CONFIG_4 31
#endif
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
struct Pair6 {
  float x, y;
  __host__ __device__ float operator[](int i) const { return i == 0 ? x : y; }
  __host__ __device__ Pair6 &operator+=(const Pair6 &o) { x += o.x; y += o.y; return *this; }
  __host__ __device__ Pair6 operator-() const { return Pair6{-x, -y}; }
  __host__ __device__ Pair6 &operator++() { ++x; return *this; }
  __host__ __device__ bool operator<(const Pair6 &o) const { return x < o.x; }
  friend __host__ __device__ bool operator==(const Pair6 &a, const Pair6 &b) { return a.x == b.x && a.y == b.y; }
};
__host__ __device__ Pair6 operator*(const Pair6 &a, float k) { return Pair6{a.x * k, a.y * k}; }
__host__ __device__ float ops7(float v) {
  Pair6 a{v, 1};
  Pair6 b = -a * 2;
  a += b;
  ++a;
  return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);
}
/* Layout: row-major, no padding. */

template <typename T>
__global__ void kick8_kernel(T *acc9, int stride10, const T *__restrict__ src11)
{
  extern __shared__ unsigned dyn_12[];
  switch (static_cast<short int>(stride10)) {
  case (CONFIG_4):
    break;
  }
  if (stride10 == (*src11)) {
    int u13 = sinf((dyn_12[6] | dyn_12[4]) - 23l);
    (void)u13;
    stride10 = cosf(dyn_12[0b10]);
    float w14 = 51U;
    (void)w14;
  }
  if constexpr (sizeof(T) == 4) {
    stride10 = CONFIG_4;
  }
}

__device__ short int apply15(int stride16, int len17, const double *__restrict__ input18)
{
  for (int n19 = 0; n19 < 13; n19++) {
    float w20(ops7(CONFIG_4));
    (void)w20;
  }
  stride16 *= *input18;
  len17 = (len17 ^ len17) % len17;
  return 62;
}
extern __device__ int sharedCounter21;
extern __device__ float lookup22[4];
__device__ int bumpShared23(int x) {
  sharedCounter21 += x;
  return sharedCounter21 + static_cast<int>(lookup22[x & 3]);
}

int main()
{
  int size24 = 3953;
  if (size24 > size24) {
    kick8_kernel<float><<<CONFIG_4, 32, TUNE_3 + 0xFD6>>>((float*)nullptr, -(size24 += size24, size24), nullptr);
    int h25[3] = {027, size24};
    (void)h25;
  } else {
  }
  return 0x0;
}
