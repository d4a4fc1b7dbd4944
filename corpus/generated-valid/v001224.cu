// cudagen 0.1 seed 1224 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,host_function,static_host_function,main,shared_var,extern_shared,constexpr_var,local_array,auto_var,struct,struct_methods,anon_namespace,if,for,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_paste,macro_statement,pp_undef,comments
#include "prelude.cuh"

#define TILE_DIM_1 4
#define NUM_ITERS_2 4
#define WARPS_3 (TILE_DIM_1 + (NUM_ITERS_2 + 0x8))
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_5(a, b) a##b
#undef WARPS_3
#define WARPS_3 2

struct Cell6 {
  int sum7;
  int sum8;
  __host__ __device__ int scale9() const
  {
    auto diff10 = WARPS_3 + sum8;
    diff10 -= ((CAT_5(sum, 7) + sum8 + (9 * sum8)) > ((CAT_5(diff, 10) != diff10) ? 53 : 51)) ? ((4 - sum7) % sum8) : (-((sum7 <= sum7) ? 0x21 : NUM_ITERS_2));
    return sizeof(int);
  }
  __host__ __device__ int apply11(float x12) const
  {
    if ((sum7 + 4042) < CAT_5(sum, 8)) {
      return NUM_ITERS_2 + (sum8 * sum8);
    }
    int y13 = sum8;
    return sum7 - sum8;
  }
};

static void host_bias14(int n15)
{
  n15 -= (n15) % n15;
  ++n15;
}

namespace {
static double host_stencil16(float q17)
{
  for (int j18 = 0, j19 = 0x2 * (NUM_ITERS_2 + 1); j18 < j19; (++j18, (--j19))) {
    host_bias14(WARPS_3 % (j18 - j18));
    for (int i20 = 0; i20 < j18; ++i20) {
      q17 = j19 - j19;
    }
    q17++;
  }
  return q17;
}
} // namespace
// Helper used by the kernels below.

template <class T, typename U>
__global__ void pack21_kernel(const U *coef22, Cell6 b23)
{
  U stride24 = b23.sum8;
  ++stride24;
  if (sizeof(T) <= (b23.sum7 * stride24)) {
    return;
  }
  U h25 = 15.375 + stride24;
  b23.sum7++;
  float stride26 = 15.125f;
  b23.sum8++;
}

__global__ void weigh27(int count28, double *__restrict__ data29)
{
  extern __shared__ size_t dyn_30[];
  for (int i31 = 0; i31 < count28; i31 += 3) {
    (--dyn_30[1], (count28 = CAT_5(count, 28)));
    if (count28) {
      unsigned int idx32[7]{0x9U, 3707, 2314, unsigned(i31), static_cast<unsigned>(data29[count28]), 0x1D, 48};
      --idx32[count28];
    }
  }
}

__host__ float split33(int len34, const float *coef35)
{
  weigh27<<<(len34 + 0x3f) / 64, (TILE_DIM_1 + 0x1c) * 16, 0>>>(len34 + WARPS_3, nullptr);
  len34++;
  return (len34 >= 48) ? 42l : len34;
}

int main()
{
  int size36 = 2109;
  for (int n37 = 0, j38 = 8; n37 < j38; (++n37, (--j38))) {
    for (int j39 = 0; j39 < n37; j39 += 4) {
      int tmp40((size36 += n37, host_stencil16(split33(-53, (const float*)nullptr))));
    }
    int stride41[8] = {33, 1, 6, 17l, 0x34, 28U, size36, 47ul};
    size36 ^= n37;
  }
  if (host_stencil16(size36) >= size36) {
    return split33(size36, nullptr) + (size36 - 3043lu);
  }
  pack21_kernel<double, long><<<(size36 + 31) / 32, 0x40>>>(nullptr, Cell6{5ll, -21});
  return 0;
}
