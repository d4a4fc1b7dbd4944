// cudagen 0.1 seed 760 invalid:grid_constant_non_kernel
// features: kernel,maxnreg,restrict_params,launch,builtin_vars,host_device_function,host_function,main,struct,struct_methods,operator_overload,namespace,if,goto,static_assert,comparison,incdec,pointer_arith,address_of,member_access,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,macro_function
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define MOD8_2(x) ((x) % 8)
struct Cell3 {
  long val4;
  unsigned long hi5;
  unsigned long long val6;
  __host__ __device__ long get7(unsigned int sum8) const
  {
    float u9 = (6.5f);
    u9 = 10.25f - (+val4);
    return 0b100010;
  }
};
__host__ __device__ Cell3 operator+(Cell3 a, Cell3 b)
{
  Cell3 r = a;
  r.val4 += b.val4;
  r.hi5 += b.hi5;
  r.val6 += b.val6;
  return r;
}
namespace detail10 {
__global__ void __maxnreg__(128) accum11(int *__restrict__ data12, const int *__restrict__ src13)
{
  int i14 = threadIdx.x;
  float base15{static_cast<float>(6.5F)};
  ++data12[i14];
  int prod16 = data12[0] - (threadIdx.y * 0x28);
  if (blockIdx.y <= 49) {
    goto done17;
  }
  data12[i14]++;
done17:;
}
__host__ __device__ unsigned int stencil18(Cell3 cfg19, const float *src20)
{
  ++cfg19.val4;
  cfg19 = Cell3{static_cast<long>(47), '\n', 4493l};
  if (int(src20[0x3]) == src20[7]) {
    cfg19 = cfg19 + cfg19;
  }
  cfg19 = cfg19;
  return (+(56 + cfg19.val6)) + 46ul;
}
struct Vec21 {
  signed char x22;
  int id23;
  int hi24;
  bool x25;
};
inline __host__ __device__ Vec21 operator+(Vec21 a, Vec21 b)
{
  Vec21 r = a;
  r.x22 += b.x22;
  r.id23 += b.id23;
  r.hi24 += b.hi24;
  return r;
}
} // namespace detail10
float host_norm26(int lane27)
{
  ++lane27;
  static_assert(22 > 21, "tile must fit");
  lane27 = (lane27);
  if (10 == lane27) {
    lane27 = (+lane27);
    lane27 = MOD8_2(MOD8_2(lane27)) - MOD8_2(lane27 * lane27);
    double x28 = (LOW_BITS_1(lane27 * 41ul));
  }
  return (LOW_BITS_1(lane27));
}
__device__ int gc_helper31(__grid_constant__ const int x)
{
    return x;
}
int main()
{
  int size29 = 1315;
  if ((size29 * 56) >= size29) {
    return (34 - size29);
  }
  Cell3 lo30 = Cell3{6L, static_cast<size_t>(59), 3657};
  lo30.hi5++;
  detail10::accum11<<<(size29 + 31) / 32, 256>>>((int*)nullptr, &size29);
  return 0;
}
