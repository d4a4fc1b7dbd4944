// cudagen 0.2 seed 852 valid headers
// features: kernel,kernel_static,launch,launch_dim3,device_function,main,constant_var,shared_var,static_shared,constexpr_var,if,for,compound_assign,bitwise,shift,comparison,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_string,lit_string_prefix,lit_nullptr,cast_static,cast_reinterpret,lambda,lambda_launch,macro_object,macro_function,bit_field,friend_template,nttp_auto,hdr_cmath
#include <cuda_runtime.h>
#include <cmath>
#include <cstdio>
#include <tuple>

#define NUM_ITERS_1 8
#define RADIUS_2 (2 * (4))
#define LOW_BITS_3(x) ((x) & 0xF)
#define HALF_4(x) ((x) / 2)
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
__constant__ unsigned c_scatter6 = 46;
template <auto V>
__host__ __device__ int addConst7(int x) {
  using value_type = decltype(V);
  return x + static_cast<int>(V) + static_cast<int>(sizeof(value_type));
}
__host__ __device__ int consts8(int x) { return addConst7<3>(x) + addConst7<'a'>(x) + addConst7<7u>(x); }
__constant__ int c_rank9 = 1;
struct Flags10 {
  unsigned f0 : 4;
  unsigned short f1 : 9;
};
__device__ int pack11(int x) {
  Flags10 b{};
  b.f0 = static_cast<unsigned>(x) & 15u;
  b.f1 = 31;
  return static_cast<int>(b.f0) + static_cast<int>(b.f1);
}

__device__ char pack12(long* out13)
{
  out13[0x2] %= c_rank9;
  if (consts8(8 | c_rank9) >= 43U) {
    for (int i14 = 0, j15 = c_rank9; i14 < j15; (++i14, (--j15)))
      fmaxf(10.5F, (18U | j15) | LOW_BITS_3(out13[i14]));
    char u16 = (out13[c_rank9] += c_scatter6, 0x10u);
    (void)u16;
  }
  return RADIUS_2;
}
template <typename T> struct Box17;
template <typename T> __host__ __device__ T peek18(const Box17<T> &b);
template <typename T> struct Box17 {
  __host__ __device__ explicit Box17(T v) : val(v) {}
  template <typename U> friend __host__ __device__ U peek18(const Box17<U> &b);
  template <typename U> friend struct Spy19;
private:
  T val;
};
template <typename T> __host__ __device__ T peek18(const Box17<T> &b) { return b.val; }
template <typename U> struct Spy19 {
  __host__ __device__ static int look(const Box17<int> &b) { return b.val + static_cast<int>(sizeof(U)); }
};
__host__ __device__ int unlock20(int x) {
  Box17<int> v(x);
  return peek18(v) + Spy19<float>::look(v);
}

static __global__ void probe21(int lane22, int lane23, unsigned int* buf24)
{
  (*buf24) -= pack11(static_cast<short>(LOW_BITS_3(lane23)));
  constexpr int base25 = (3);
  (void)base25;
  int v26 = static_cast<int>(pack12(reinterpret_cast<long*>(buf24)));
  (void)v26;
  int tmp27 = RADIUS_2;
  constexpr int cnt28 = 22;
  (void)cnt28;
  static __shared__ float sh_29[0x40];
  (void)sh_29;
  consts8(tmp27 / 0x4);
}

int main()
{
  int size30 = 0xff2;
  const char* cnt31 = u8"warp size";
  for (int i32 = size30; i32 > 0; --i32) {
    auto step34 = [](long lo33) -> int {
      probe21<<<dim3(RADIUS_2 + 8), 16 * (NUM_ITERS_1 + NUM_ITERS_1)>>>(lo33, 39ul, nullptr);
      return LOW_BITS_3((lo33 += 39L, 0xA));
    };
    (void)step34;
    for (int it35 = 0; it35 < i32; ++it35) {
      int z36 = it35;
      probe21<<<(z36 + 0x3F) / 64, 1 << 5>>>((i32 % 24UL) / cnt31[1], (7), nullptr);
    }
  }
  return 0;
}
