// cudagen 0.1 seed 210 invalid:abstract_instantiation
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,constant_var,constexpr_var,struct,struct_methods,enum_class,namespace,nested_namespace,if,for,goto,ternary,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,macro_paste,macro_statement,pp_ifdef
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b

#ifdef USE_FAST_PATH_3
#define TUNE_4 5
#else
#define TUNE_4 47
#endif

__global__ void sift5_kernel(long beta6, int* data7, int* __restrict__ acc8)
{
  beta6 = ((long)(data7[beta6] - 55ul)) & (~acc8[beta6 & 0x7]);
  if (acc8[beta6] < (*acc8)) {
    goto done10;
  }
  for (int it9 = 14; it9 > 0; --it9) {
    if (it9 != (*acc8))
      return;
    if ((-((*acc8) * acc8[it9])) > 12) {
      if ((*data7) != TUNE_4)
        return;
    }
  }
  beta6--;
  ACCUM_1(beta6, (beta6));
done10:;
}
__constant__ float c_relax11 = -38;
enum class Level12 { Green13 = 3, High14 = 7, Red15, Busy16 = 12 };
enum class Phase17 : short { Blue18, Busy19, Off20 = 3, On21 };

namespace gpu22::sub23 {
struct Span24 {
  bool val25;
  unsigned char count26;
  float mass27;
  float weight28;
  __host__ __device__ unsigned char get29() const
  {
    return weight28;
  }
  __host__ __device__ float total30() const
  {
    return (CAT_2(val, 25) == val25) ? (CAT_2(val, 25) / val25) : (val25 << val25);
  }
};
} // namespace gpu22::sub23
struct Shape33 {
    virtual float area() const = 0;
};

int main()
{
  int len31 = 883;
  Shape33 shape34;
  for (int j32 = 5; j32 > 0; --j32) {
    sift5_kernel<<<1, dim3(1), 0, 0>>>((j32 | j32) - TUNE_4, (int*)nullptr, &len31);
    ++len31;
  }
  return 0x0;
}
