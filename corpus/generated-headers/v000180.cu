// cudagen 0.2 seed 180 valid headers
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,const_local,enum,typedef,if,nested_block,ternary,compound_assign,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_object,macro_paste,pp_if,operator_overload_more,friend_template,enum_underlying,rdc_extern_device_var,hdr_cmath
// nvcc: -std=c++20 -rdc=true
#include <cuda_runtime.h>
#include <cmath>
#include <cstdio>
#include <compare>

#define TILE_DIM_1 64
#define CAT_2(a, b) a##b
#if TILE_DIM_1 % 2 == 0 || TILE_DIM_1 < 4
#define CONFIG_3 1
#elif TILE_DIM_1 < 0
#error unreachable configuration
#else
#define CONFIG_3 26
#endif
typedef int *ptr4_t;
extern __device__ int sharedCounter5;
extern __device__ float lookup6[4];
__device__ int bumpShared7(int x) {
  sharedCounter5 += x;
  return sharedCounter5 + static_cast<int>(lookup6[x & 3]);
}
enum State8 : short {
  BUSY9,
  ON10 = 5,
  ADD11 = 11,
  LOW12 = 14,
  OFF13
};
struct Cplx14 {
  float x, y;
  float operator[](int i) const { return i == 0 ? x : y; }
  Cplx14 &operator+=(const Cplx14 &o) { x += o.x; y += o.y; return *this; }
  Cplx14 operator-() const { return Cplx14{-x, -y}; }
  Cplx14 &operator++() { ++x; return *this; }
  bool operator<(const Cplx14 &o) const { return x < o.x; }
  friend bool operator==(const Cplx14 &a, const Cplx14 &b) { return a.x == b.x && a.y == b.y; }
};
Cplx14 operator*(const Cplx14 &a, float k) { return Cplx14{a.x * k, a.y * k}; }
float ops15(float v) {
  Cplx14 a{v, 1};
  Cplx14 b = -a * 2;
  a += b;
  ++a;
  return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);
}

__global__ void __launch_bounds__(CONFIG_3 + 127) fuse16_kernel(int n17, int count18, int *__restrict__ out19, char *out20)
{
  ++out20[3];
  unsigned int acc21 = count18;
  sinf(count18 - ((acc21 != out20[sharedCounter5]) ? out20[threadIdx.x] : 4));
  out20[0]--;
  if (bumpShared7(1154))
    return;
  sharedCounter5 >>= count18;
}
template <typename T> struct Vault22;
template <typename T> __host__ __device__ T peek23(const Vault22<T> &b);
template <typename T> struct Vault22 {
  __host__ __device__ explicit Vault22(T v) : val(v) {}
  template <typename U> friend __host__ __device__ U peek23(const Vault22<U> &b);
  template <typename U> friend struct Spy24;
private:
  T val;
};
template <typename T> __host__ __device__ T peek23(const Vault22<T> &b) { return b.val; }
template <typename U> struct Spy24 {
  __host__ __device__ static int look(const Vault22<int> &b) { return b.val + static_cast<int>(sizeof(U)); }
};
__host__ __device__ int unlock25(int x) {
  Vault22<int> v(x);
  return peek23(v) + Spy24<float>::look(v);
}

float grow26(const int *input27, float q28)
{
  {
    {
      fabsf((*input27) + 2.625f + ((*input27) % 3));
      unsigned int res29(((input27[2] >= q28) ? unlock25(input27[5]) : expf(q28)) - 42U);
      (void)res29;
    }
    const int lim30 = (input27[6] < (42 - q28)) ? sqrtf(cosf(CAT_2(q, 28))) : (((*input27) >= q28) ? ops15(q28) : (CAT_2(q, 28) / q28));
    (void)lim30;
  }
  return *input27;
}

int main()
{
  int n31 = 897;
  n31 = n31;
  if (n31 != n31)
    return -n31;
  fuse16_kernel<<<4 * (CONFIG_3 + CONFIG_3), 64, sizeof(float) * 256, nullptr>>>(n31, 23lu, (int*)nullptr, nullptr);
  return 0;
}
