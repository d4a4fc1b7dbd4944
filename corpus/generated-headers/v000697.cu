// cudagen 0.2 seed 697 valid headers
// features: kernel,maxnreg,launch,launch_dim3,launch_shared_mem,builtin_vars,main,constexpr_var,auto_var,for,static_assert,ternary,bitwise,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_object,macro_function,macro_paste,macro_statement,nested_class,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <numeric>
#include <cooperative_groups.h>

#define BLOCK_SIZE_1 32
#define BLOCK_SIZE_2 64
#define TILE_DIM_3 128
#define ADD3_4(a, b, c) ((a) + (b) + (c))
#define TWICE_PLUS_5(a, b) (2 * (a) + (b))
#define ACCUM_6(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_7(x) #x
#define STR_8(x) STR_IMPL_7(x)
#define CAT_9(a, b) a##b
struct Table10 {
  using value_type = unsigned;
  enum Kind { Small, Large };
  struct Entry {
    value_type v;
    value_type scaled() const { return v * static_cast<value_type>(4); }
  };
  Entry first, second;
  value_type total() const { return first.scaled() + second.v; }
};
unsigned walk11(int x) {
  using value_type = Table10::value_type;
  Table10::Entry e{static_cast<value_type>(x)};
  Table10 t{e, e};
  return t.total();
}
struct Grid12 {
  using value_type = int;
  struct Slot {
    value_type v;
    __host__ __device__ value_type scaled() const { return v * static_cast<value_type>(8); }
  };
  Slot first, second;
  __host__ __device__ value_type total() const { return first.scaled() + second.v; }
};
__host__ __device__ int walk13(int x) {
  using value_type = Grid12::value_type;
  Grid12::Slot e{static_cast<value_type>(x)};
  Grid12 t{e, e};
  return t.total();
}
static_assert(9 > 8, "expected value");

__global__ void __maxnreg__(128) warp14(double *buf15, int len16, const int *input17, const short *in18)
{
  walk13(floorf((buf15[3] += -.25f, buf15[blockIdx.x & 7])));
  len16 = sqrtf(fmaxf(TILE_DIM_3 - len16, ~(*in18)));
  fminf((len16 * threadIdx.x) % 5u, (int)TWICE_PLUS_5(input17[2], *in18));
  buf15[blockIdx.z] = ((len16 & len16) + 17) - (buf15[len16 & 7] += 21, ((input17 == nullptr) ? threadIdx.x : 20.25));
  len16 = *input17;
}

int main()
{
  int n19 = 1793;
  ++n19;
  for (int i20 = 0, j21 = n19; i20 < j21; (++i20, (--j21))) {
    fabsf(expf(14.5F));
    auto z22 = cosf(n19 % 17U) + 25;
    (void)z22;
  }
  warp14<<<dim3(32), sizeof(unsigned int) * 32, sizeof(float) * 256>>>(nullptr, n19, &n19, nullptr);
  return 0;
}
