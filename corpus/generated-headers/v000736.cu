// cudagen 0.2 seed 736 valid headers
// features: kernel,maxnreg,launch,main,constant_var,shared_var,extern_shared,local_array,struct,class_private,typedef,if,goto,nested_block,ternary,bitwise,shift,comparison,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,macro_object,macro_paste,macro_statement,pp_if,nested_class,if_constexpr,type_traits,hdr_cmath,hdr_type_traits
#include <cuda_runtime.h>
#include <type_traits>
#include <utility>

#define TILE_DIM_1 4
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_3(a, b) a##b
#if TILE_DIM_1 == 4
#define CONFIG_4 4
#elif TILE_DIM_1 < 0
#error unreachable configuration
#else
#define CONFIG_4 9
#endif
struct Tree5 {
  using value_type = float;
  enum Kind { Small, Large };
  struct Slot {
    value_type v;
    __host__ __device__ value_type scaled() const { return v * static_cast<value_type>(2); }
  };
  Slot first, second;
  __host__ __device__ value_type total() const { return first.scaled() + second.v; }
};
__host__ __device__ float walk6(int x) {
  using value_type = Tree5::value_type;
  Tree5::Slot e{static_cast<value_type>(x)};
  Tree5 t{e, e};
  return t.total();
}

struct Acc7 {
  long mass8;
  short x9;
  int hi10;
  short count11;
};

class Stats12 {
  double id13;
public:
  __host__ __device__ Stats12(double init14) : id13(init14) {}
  __host__ __device__ double bump15(int flag16) const
  {
    if (id13 >= flag16) {
      return (CAT_3(flag, 16) + CAT_3(flag, 16)) % flag16;
    }
    return sqrtf(50 << flag16);
  }
};
__constant__ int c_clamp17 = 036;
typedef int idx18_t;
template <typename T>
int classify19(T v) {
  if constexpr (std::is_floating_point<T>::value) {
    return static_cast<int>(v * 7);
  } else if constexpr (sizeof(T) == 8) {
    return static_cast<int>(v) + 3;
  } else {
    return static_cast<int>(v) + 1;
  }
}

__global__ void __maxnreg__(32) filter20(int count21, char a22)
{
  extern __shared__ signed char dyn_23[];
  dyn_23[5] = 29;
  if (count21 == count21) {
    goto skip25;
  }
  {
    unsigned int k24[2] = {};
    (void)k24;
    if (040 >= c_clamp17) {
      return;
    }
  }
  count21 = c_clamp17;
  dyn_23[count21 & 7] = 28l;
skip25:;
}

int main()
{
  int size26 = 0x7DB;
  filter20<<<1, 0x200>>>(size26, ((CAT_3(size, 26) + size26) < 34) ? 0x14L : size26);
  size26 = 0x15;
  size26 = 53;
  return 0;
}
