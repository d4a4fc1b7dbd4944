// cudagen 0.2 seed 478 valid headers
// features: kernel,maxnreg,restrict_params,launch,builtin_vars,host_function,main,constexpr_var,nested_namespace,if,ternary,compound_assign,bitwise,shift,comparison,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_functional,sizeof,macro_object,macro_function,pp_ifdef,nested_class,alias_template,using_directive,exceptions,runtime_api,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <algorithm>
#include <numeric>
#include <type_traits>

#define TILE_DIM_1 128
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define USE_FAST_PATH_3

#ifndef USE_FAST_PATH_3
#define TUNE_4 15
#else
#define TUNE_4 42
#endif
namespace core5 {
__host__ __device__ int version6(int x) { return x + 5; }
namespace detail::impl {
__host__ __device__ int helper7(int x) { return x * 5; }
} // namespace detail::impl
} // namespace core5
__host__ __device__ int layered8(int x) {
  using namespace core5::detail::impl;
  return helper7(x) + core5::version6(x);
}
template <typename T> using Ptr10 = T *;
template <typename A, typename B> struct Duo11 { A a; B b; };
template <typename T> using Same12 = Duo11<T, T>;
__host__ __device__ int aliased9(int x) {
  Ptr10<int> p = &x;
  Same12<int> d{x, 4};
  return x + *p + d.a + d.b;
}
static constexpr unsigned int RADIUS13 = 3;
struct Grid14 {
  using value_type = int;
  enum Kind { Small, Large };
  struct Leaf {
    value_type v;
    value_type scaled() const { return v * static_cast<value_type>(6); }
  };
  Leaf first, second;
  value_type total() const { return first.scaled() + second.v; }
};
int walk15(int x) {
  using value_type = Grid14::value_type;
  Grid14::Leaf e{static_cast<value_type>(x)};
  Grid14 t{e, e};
  return t.total();
}
struct Table16 {
  using value_type = long;
  struct Item {
    value_type v;
    __device__ value_type scaled() const { return v * static_cast<value_type>(9); }
  };
  Item first, second;
  __device__ value_type total() const { return first.scaled() + second.v; }
};
__device__ long walk17(int x) {
  using value_type = Table16::value_type;
  Table16::Item e{static_cast<value_type>(x)};
  Table16 t{e, e};
  return t.total();
}

unsigned int host_norm18(float a19)
{
  a19 = walk15(sinf((RADIUS13 <= a19) ? RADIUS13 : 11.375f));
  cudaStream_t stream20;
  cudaStreamCreate(&stream20);
  cudaStreamSynchronize(stream20);
  try {
    a19 /= (-((a19 > 0b11001) ? a19 : 1918)) * (fmaxf(17.25f, 6.875F) * RADIUS13);
  } catch (int) {
  } catch (...) {
  }
  return 060;
}

__global__ void __maxnreg__(32) tile21_kernel(float *__restrict__ data22, int stride23, char p24, int *dst25)
{
  unsigned i26 = threadIdx.x;
  if (i26 >= stride23)
    return;
  int diff27 = floorf((9 | blockDim.x));
  (void)diff27;
  data22[5] = float(20.125F);
  aliased9((p24 & i26));
  float acc28 = expf(11.375F);
  acc28 += 5.25f;
}

int main()
{
  int size29 = 0x7AA;
  unsigned idx30 = sinf(((size29) < 0x2Aul) ? (22.25f * size29) : ceilf(RADIUS13));
  int u31(sqrtf(MAX2_2(idx30, RADIUS13) + (sizeof(int) % size29)));
  fabsf((TUNE_4 << idx30) | (TILE_DIM_1 << u31));
  tile21_kernel<<<(RADIUS13 + (RADIUS13 + (RADIUS13 + 23))), 1 << (RADIUS13 + RADIUS13)>>>(nullptr, RADIUS13 + u31 + 38, ((idx30 += 28, idx30) >= 25ll) ? MAX2_2(size29, RADIUS13) : int(idx30), &size29);
  return 0;
}
