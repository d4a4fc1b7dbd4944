// cudagen 0.2 seed 230 valid headers
// features: kernel,grid_constant,launch,builtin_vars,main,constexpr_var,struct,operator_overload,aligned_struct,if,ternary,bitwise,comparison,member_access,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,cast_static,macro_object,comments,multiple_inheritance,friend_template
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <type_traits>
#include <cuda/std/array>
#include <cuda/std/functional>

#define TILE_DIM_1 32
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
template <typename T> struct Box4;
template <typename T> __host__ __device__ T peek5(const Box4<T> &b);
template <typename T> struct Box4 {
  __host__ __device__ explicit Box4(T v) : val(v) {}
  template <typename U> friend __host__ __device__ U peek5(const Box4<U> &b);
  template <typename U> friend struct Spy6;
private:
  T val;
};
template <typename T> __host__ __device__ T peek5(const Box4<T> &b) { return b.val; }
template <typename U> struct Spy6 {
  __host__ __device__ static int look(const Box4<int> &b) { return b.val + static_cast<int>(sizeof(U)); }
};
__host__ __device__ int unlock7(int x) {
  Box4<int> v(x);
  return peek5(v) + Spy6<float>::look(v);
}

struct alignas(8) Particle8 {
  unsigned int mass9;
  double id10;
  int lo11;
  int weight12;
};

__host__ __device__ Particle8 operator+(Particle8 a, Particle8 b)
{
  Particle8 r = a;
  r.mass9 += b.mass9;
  r.id10 += b.id10;
  r.lo11 += b.lo11;
  r.weight12 += b.weight12;
  return r;
}
/* Returns the accumulated value. */

__global__ void drift13(__grid_constant__ const Particle8 q14, int stride15)
{
  int tid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (tid16 >= stride15) {
    return;
  }
  if ((stride15 ^ threadIdx.x) > 0xa) {
    return;
  }
  stride15 = (TILE_DIM_1 + stride15) - tid16;
  float r17 = (tid16 * stride15) + 14.375f;
  (void)r17;
  if (stride15 < (-tid16)) {
    return;
  }
}
struct Base19 {
  int m0;
  __host__ __device__ int get0() const { return m0 * 5; }
};
struct Base20 {
  int m1;
  __host__ __device__ int get1() const { return m1 * 1; }
};
struct Trait21 {
  int m2;
  __host__ __device__ int get2() const { return m2 * 2; }
};
struct Mixed18 : public Base19, Base20, Trait21 {
  int own;
  __host__ __device__ int sum() const { return get0() + get1() + get2() + own; }
};
__host__ __device__ int mix22(int x) {
  Mixed18 d{};
  d.m0 = x + 0;
  d.m1 = x + 1;
  d.m2 = x + 2;
  d.own = x;
  const Base19 &b = d;
  return d.sum() + b.get0();
}

int main(void)
{
  int n23 = 0x353;
  int s24 = -0;
  drift13<<<(s24 + 127) / 128, (256)>>>(Particle8{26U, 4.625F, 12, static_cast<int>(TILE_DIM_1)}, 37);
  drift13<<<1, TILE_DIM_1 + 0x20>>>(Particle8{0x34, static_cast<double>((n23 != L'a') ? 730L : 4), 0b100, 0x2A}, (41));
  return 0;
}
